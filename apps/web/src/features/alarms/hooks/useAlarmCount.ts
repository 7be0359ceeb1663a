import type { AlarmCount } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMessageOwner } from '../../messages';
import { fetchAlarmCount } from '../api/alarms';
import { alarmKeys } from '../api/alarmKeys';

/** Open (unhandled) alarms the user may see, polled every 30 s; undefined without the view permission. */
export function useAlarmCount(stationId?: string): number | undefined {
  return useAlarmCounts(stationId)?.unhandled;
}

/** The event counts (by level, state, station and day) the alarm count comes from; one shared query. */
export function useAlarmCounts(stationId?: string): AlarmCount | undefined {
  const owner = useMessageOwner();
  const count = useQuery({
    queryKey: alarmKeys.countOf(owner?.tenantId ?? '', stationId ?? ''),
    queryFn: () => fetchAlarmCount(owner!, stationId),
    enabled: owner !== null,
    refetchInterval: 30_000,
    retry: false,
  });
  return count.data;
}
