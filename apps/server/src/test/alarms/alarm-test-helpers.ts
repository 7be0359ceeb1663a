import { createHmac, timingSafeEqual } from 'node:crypto';
import { unique } from '../stations/station-test-helpers';

/** A valid simple rule "<point> < threshold" on the given station's devices, with overrides. */
export function ruleInput(stationId: string, extra: Record<string, unknown> = {}) {
  return {
    name: unique('规则_'),
    data_type: 'device_data',
    level: 3,
    status: 'enabled',
    alert_description_type: 'custom',
    custom_alert_description: '{station} {device}: {point} = {value}, threshold {threshold}, at {time}',
    enable_recovery: true,
    time_condition: null,
    trigger_condition: {
      conditions: [{ kind: 'point', point: 'soc', comparison: '<', threshold: 20 }],
      join: 'and',
      duration_seconds: 0,
      frequency: { type: 'immediate' },
      hysteresis: 0,
    },
    trigger_filter: { type: 'station', ids: [stationId] },
    to_public: false,
    simple_mode: true,
    actions: [],
    notification_interval: null,
    ...extra,
  };
}

/**
 * What a webhook receiver does (docs/api/alarms.md): recompute the signature over
 * "<X-IES-Timestamp>.<raw body>" with the shared secret, compare in constant time, and refuse a
 * notice whose timestamp is more than 5 minutes from its own clock.
 */
export function receiverAccepts(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const timestamp = String(headers['x-ies-timestamp'] ?? '');
  const signature = String(headers['x-ies-signature'] ?? '');
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > 300) return false;
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  return (
    signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  );
}
