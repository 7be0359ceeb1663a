import type { PlatformApi } from './platform-api';

/*
 * The demo's alarm rules (issue 15), set through the platform's API as a user would: every demo
 * device that goes offline, and every battery whose state of charge falls 2 points under its lowest working level (10 %),
 * which the strategies never discharge below, raise an
 * alarm. The simulator's faults (`offline`, `low_soc`) set them off on demand.
 */

const common = {
  status: 'enabled',
  enable_recovery: true,
  time_condition: null,
  trigger_filter: { type: 'all', ids: [] },
  to_public: false,
  actions: [],
  notification_interval: null,
};

export const DEMO_ALARM_RULES = [
  {
    ...common,
    name: '演示_设备离线',
    data_type: 'device_state',
    level: 2,
    simple_mode: false,
    alert_description_type: 'default',
    custom_alert_description: '',
    trigger_condition: { conditions: [{ kind: 'state', state: 'offline' }] },
  },
  {
    ...common,
    name: '演示_SOC过低',
    data_type: 'device_data',
    level: 3,
    simple_mode: true,
    alert_description_type: 'custom',
    custom_alert_description: '{station} {device}: SOC {value}, below {threshold}',
    trigger_condition: {
      conditions: [{ kind: 'point', point: 'soc', comparison: '<', threshold: 8 }],
      join: 'and',
      duration_seconds: 0,
      frequency: { type: 'immediate' },
      hysteresis: 2,
    },
  },
] as const;

/** Creates the demo's alarm rules once per tenant (a rule of that name already there is kept). */
export async function provisionDemoAlarms(api: PlatformApi, tenantId: string): Promise<void> {
  const base = `/alert-mgmt/tenants/${tenantId}/rules`;
  for (const rule of DEMO_ALARM_RULES) {
    const found = await api.get<{ list: Array<{ name: string }> }>(
      `${base}?current_page=1&page_size=10&name=${encodeURIComponent(rule.name)}`,
    );
    if (found.list.some((r) => r.name === rule.name)) continue;
    await api.post(base, rule);
  }
}
