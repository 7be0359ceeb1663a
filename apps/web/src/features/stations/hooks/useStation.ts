import { useQuery } from '@tanstack/react-query';
import { fetchStation } from '../api/stations';
import { stationKeys } from '../api/stationKeys';

export function useStation(id: string) {
  return useQuery({
    queryKey: stationKeys.one(id),
    queryFn: () => fetchStation(id),
    enabled: id !== '',
    retry: false,
  });
}
