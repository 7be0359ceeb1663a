import { useQuery } from '@tanstack/react-query';
import { fetchHostBrand } from '../api/brand';
import { authKeys } from '../api/authKeys';

/** The host's branding; it changes only when the administrator edits it, so it is read once per visit. */
export function useHostBrand() {
  return useQuery({
    queryKey: authKeys.hostBrand,
    queryFn: fetchHostBrand,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  }).data;
}
