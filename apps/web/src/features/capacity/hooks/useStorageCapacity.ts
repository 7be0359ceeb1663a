import { useQuery } from '@tanstack/react-query';
import { fetchStorageCapacity } from '../api/capacity';
import { capacityKeys } from '../api/capacityKeys';

/** Storage use changes slowly; a check every five minutes is enough for the header. */
const CAPACITY_POLL_MS = 5 * 60_000;

/** The tenant's storage capacity; only asked for when the caller is the tenant manager. */
export function useStorageCapacity(enabled: boolean) {
  return useQuery({
    queryKey: capacityKeys.storage,
    queryFn: fetchStorageCapacity,
    enabled,
    refetchInterval: CAPACITY_POLL_MS,
  }).data;
}
