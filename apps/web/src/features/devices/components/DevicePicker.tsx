import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { fetchDevices } from '../api/devices';
import { deviceKeys } from '../api/deviceKeys';

interface Props {
  value?: string | string[] | null;
  onChange?: (value: never) => void;
  multiple?: boolean;
  /** Devices not to offer (the device itself). */
  exclude?: string[];
  placeholder?: string;
  'data-testid'?: string;
}

/** Picks devices of the caller by id, searching on the server as one types. */
export function DevicePicker({ value, onChange, multiple, exclude = [], placeholder, ...rest }: Props) {
  const [search, setSearch] = useState('');
  const devices = useQuery({
    queryKey: deviceKeys.picker(search),
    queryFn: () =>
      fetchDevices({ search: search || undefined, search_by: 'id', current_page: 1, page_size: 20 }),
    retry: false,
  });
  const options = (devices.data?.list ?? [])
    .filter((device) => !exclude.includes(device.id))
    .map((device) => ({ value: device.id, label: `${device.id} · ${device.name}` }));
  return (
    <Select
      allowClear
      showSearch
      mode={multiple ? 'multiple' : undefined}
      filterOption={false}
      onSearch={setSearch}
      loading={devices.isFetching}
      placeholder={placeholder}
      value={value ?? undefined}
      onChange={(next) => onChange?.((next ?? (multiple ? [] : null)) as never)}
      options={options}
      data-testid={rest['data-testid']}
    />
  );
}
