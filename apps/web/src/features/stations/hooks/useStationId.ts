import { useSearchParams } from 'react-router';

/** The station a sub-page is about, from `?id=`. */
export function useStationId(): string {
  const [params] = useSearchParams();
  return params.get('id') ?? '';
}
