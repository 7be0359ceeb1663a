import type { LiveSample, LiveServerMessage } from '@ies/contracts';
import { useEffect, useRef, useState } from 'react';
import { keepSocketOpen } from '../../../ui/keepSocketOpen';
import { liveSocketUrl, sessionToken } from '../api/deviceData';

export interface LiveState {
  connected: boolean;
  /** Error code the server sent last (rate limit, session), if any. */
  errorCode?: string;
}

/**
 * Follows one device over `GET /api/live`: the token goes in the first message (browsers cannot
 * set headers on a WebSocket); each pushed batch of samples is handed to `onSamples`. Reconnects
 * after a dropped connection with a growing delay.
 */
export function useLiveSamples(deviceId: string, onSamples: (samples: LiveSample[]) => void): LiveState {
  const [state, setState] = useState<LiveState>({ connected: false });
  const handler = useRef(onSamples);
  handler.current = onSamples;

  useEffect(
    () =>
      keepSocketOpen((retry) => {
        const token = sessionToken();
        if (!token || typeof WebSocket === 'undefined') return undefined;
        const socket = new WebSocket(liveSocketUrl());
        socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
        socket.onmessage = (event) => {
          const message = JSON.parse(String(event.data)) as LiveServerMessage;
          if (message.type === 'ready') {
            retry.reset();
            socket.send(JSON.stringify({ type: 'subscribe', devices: [deviceId] }));
            setState({ connected: true });
          } else if (message.type === 'samples' && message.device_id === deviceId) {
            handler.current(message.samples);
          } else if (message.type === 'error') {
            setState((s) => ({ ...s, errorCode: message.code }));
          }
        };
        socket.onclose = () => setState((s) => ({ ...s, connected: false }));
        return socket;
      }),
    [deviceId],
  );

  return state;
}
