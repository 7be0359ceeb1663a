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
