import type { LiveSample, LiveServerMessage } from '@ies/contracts';
import { useEffect, useRef, useState } from 'react';
import { keepSocketOpen } from '../../../ui/keepSocketOpen';
import { liveSocketUrl, sessionToken } from '../api/liveSocket';

/**
 * Follows several devices over `GET /api/live` (the token in the first message); each pushed batch
 * goes to `onSamples`. Reconnects with a growing delay after a drop, as the device page does.
 */
export function useLiveDevices(
  deviceIds: readonly string[],
  onSamples: (deviceId: string, samples: LiveSample[]) => void,
): boolean {
  const [connected, setConnected] = useState(false);
  const handler = useRef(onSamples);
  handler.current = onSamples;
  const key = [...new Set(deviceIds)].sort().join(',');

  useEffect(() => {
    const devices = key ? key.split(',') : [];
    if (devices.length === 0) return undefined;
    return keepSocketOpen((retry) => {
      const token = sessionToken();
      if (!token || typeof WebSocket === 'undefined') return undefined;
      const socket = new WebSocket(liveSocketUrl());
      socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as LiveServerMessage;
        if (message.type === 'ready') {
          retry.reset();
          socket.send(JSON.stringify({ type: 'subscribe', devices }));
          setConnected(true);
        } else if (message.type === 'samples') {
          handler.current(message.device_id, message.samples);
        }
      };
      socket.onclose = () => setConnected(false);
      return socket;
    });
  }, [key]);

  return connected;
}
