import { useQuery } from '@tanstack/react-query';
import { fetchHostBrand } from '../api/brand';

/** The host's branding; it changes only when the administrator edits it, so it is read once per visit. */
export function useHostBrand() {
  return useQuery({
    queryKey: ['host-brand'],
    queryFn: fetchHostBrand,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  }).data;
}
