import { useQuery } from '@tanstack/react-query';
import { useMessageOwner } from '../../messages/hooks/useMessageOwner';
import { fetchAlarmCount } from '../api/alarms';

/** Open (unhandled) alarms the user may see, polled every 30 s; undefined without the view permission. */
export function useAlarmCount(stationId?: string): number | undefined {
  const owner = useMessageOwner();
  const count = useQuery({
    queryKey: ['alarm-count', owner?.tenantId ?? '', stationId ?? ''],
    queryFn: () => fetchAlarmCount(owner!, stationId),
    enabled: owner !== null,
    refetchInterval: 30_000,
    retry: false,
  });
  return count.data?.unhandled;
}
