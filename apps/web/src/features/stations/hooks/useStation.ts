import { useQuery } from '@tanstack/react-query';
import { fetchStation } from '../api/stations';

export const stationKey = (id: string) => ['stations', 'one', id] as const;

export function useStation(id: string) {
  return useQuery({
    queryKey: stationKey(id),
    queryFn: () => fetchStation(id),
    enabled: id !== '',
    retry: false,
  });
}
