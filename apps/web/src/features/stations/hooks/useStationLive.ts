import type { StationLiveMessage, StationOverview } from '@ies/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keepSocketOpen } from '../../../ui/keepSocketOpen';
import { readSessionToken } from '../../../ui/session';
import { fetchOverview } from '../api/stations';
import { stationKeys } from '../api/stationKeys';

/** How often the whole overview (energy, income, curve) refreshes. */
export const LIVE_REFRESH_MS = 5_000;

function liveSocketUrl(stationId: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/api/stations/${encodeURIComponent(stationId)}/live`;
}

/**
 * The station's live overview (power per flow, SOC, energy, income, curve). The overview call is
 * polled every 5 s; on top, the station's WebSocket (`/api/stations/{id}/live`) pushes power, SOC
 * and running state every few seconds into the same cache entry. Polling alone still works when
 * the socket cannot be opened. Screens only read `data`, `isPending` and `error`.
 */
export function useStationLive(stationId: string) {
  const queryClient = useQueryClient();
  const query = useQuery<StationOverview>({
    queryKey: stationKeys.live(stationId),
    queryFn: () => fetchOverview(stationId),
    enabled: stationId !== '',
    refetchInterval: LIVE_REFRESH_MS,
    refetchIntervalInBackground: false,
    placeholderData: keepPreviousData,
    retry: false,
  });

  useEffect(() => {
    const token = readSessionToken();
    if (!stationId || !token || typeof WebSocket === 'undefined') return;
    return keepSocketOpen(
      (retry) => {
        const socket = new WebSocket(liveSocketUrl(stationId));
        socket.onopen = () => socket.send(JSON.stringify({ token }));
        socket.onmessage = (event) => {
          let message: StationLiveMessage;
          try {
            message = JSON.parse(String(event.data)) as StationLiveMessage;
          } catch {
            return;
          }
          if (message.type !== 'live' || message.station_id !== stationId) return;
          retry.reset();
          queryClient.setQueryData<StationOverview>(stationKeys.live(stationId), (current) =>
            current
              ? {
                  ...current,
                  power: message.power,
                  soc: message.soc,
                  running_status: message.running_status,
                  updated_at: message.updated_at ?? current.updated_at,
                }
              : current,
          );
        };
        socket.onerror = () => undefined;
        return socket;
      },
      // 4401/4403/4404: refused for good (session, permission, station); polling shows the rest.
      (event) => !(event.code >= 4000 && event.code < 5000),
    );
  }, [stationId, queryClient]);

  return query;
}
