import type { BigscreenStation, StationLiveMessage } from '@ies/contracts';
import { useMemo } from 'react';
import { readSessionToken } from '../../../ui/session';
import { fetchStationScreen } from '../api/bigscreens';
import type { FeedSocket } from '../utils/screenFeed';
import { useScreenFeed } from './useScreenFeed';

/** The whole station is read again every 15 s; power, SOC and state arrive every few seconds over the socket. */
const REFRESH_MS = 15_000;

function liveSocketUrl(stationId: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/api/stations/${encodeURIComponent(stationId)}/live`;
}

/** One station's screen data, live over the station's WebSocket on top of the periodic full read. */
export function useStationScreen(stationId: string | null) {
  const socket = useMemo<FeedSocket<BigscreenStation> | undefined>(() => {
    if (!stationId) return undefined;
    return {
      url: liveSocketUrl(stationId),
      hello: () => {
        const token = readSessionToken();
        return token ? JSON.stringify({ token }) : null;
      },
      apply: (data, raw) => {
        const message = raw as StationLiveMessage;
        if (message?.type !== 'live' || message.station_id !== data.station.id) return undefined;
        return {
          ...data,
          running_status: message.running_status,
          overview: {
            ...data.overview,
            power: message.power,
            soc: message.soc,
            running_status: message.running_status,
            updated_at: message.updated_at ?? data.overview.updated_at,
          },
        };
      },
    };
  }, [stationId]);
  return useScreenFeed<BigscreenStation>(
    stationId,
    (signal) => fetchStationScreen(stationId!, signal),
    REFRESH_MS,
    socket,
  );
}
