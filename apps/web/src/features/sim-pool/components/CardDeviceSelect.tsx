import type { SimCard } from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../ui/toastError';
import { fetchDeviceOptions, linkSimCard, simPoolKeys } from '../api/simPools';

/** Links a SIM card to one of the caller's devices (cleared: unlinked). */
export function CardDeviceSelect({ poolId, card }: { poolId: string; card: SimCard }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const devices = useQuery({
    queryKey: simPoolKeys.devices(search),
    queryFn: () => fetchDeviceOptions(search),
  });
  const link = useMutation({
    mutationFn: (deviceId: string | null) => linkSimCard(poolId, card.id, deviceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: simPoolKeys.cards(poolId) }),
    onError: (error) => toastError(error),
  });
  const options = (devices.data?.list ?? []).map((d) => ({ value: d.id, label: d.name }));
  if (card.device_id && !options.some((o) => o.value === card.device_id))
    options.unshift({ value: card.device_id, label: card.device_name ?? '' });
  const handleChange = (value: string | undefined) => link.mutate(value ?? null);
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      onSearch={setSearch}
      style={{ minWidth: 160 }}
      placeholder={t('simPool.card.link')}
      value={card.device_id ?? undefined}
      loading={link.isPending}
      options={options}
      onChange={handleChange}
    />
  );
}
