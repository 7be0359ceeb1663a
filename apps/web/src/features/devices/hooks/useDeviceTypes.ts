import { typeLabel } from '../utils/typeLabel';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@ies/contracts';
import { fetchDeviceTypes } from '../api/devices';
import { deviceTypeKeys } from '../api/deviceKeys';

/** Every type the caller may use (standard first), for selects. */
export function useDeviceTypeOptions() {
  const types = useQuery({
    queryKey: deviceTypeKeys.everyType,
    queryFn: () => fetchDeviceTypes({ current_page: 1, page_size: PAGE_SIZE_MAX }),
    staleTime: 60_000,
  });
  const options = (types.data?.list ?? []).map((type) => ({
    value: type.id,
    // A standard type by its label in the language; a tenant's own type by its names.
    label:
      type.kind === 'custom'
        ? type.nickname
          ? `${type.name} (${type.nickname})`
          : type.name
        : typeLabel(type.name),
  }));
  return { types, options };
}
