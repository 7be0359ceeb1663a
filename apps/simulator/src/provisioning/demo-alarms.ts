import { standardTypeNameOf } from '@ies/contracts';
import type { DeviceKind } from '../site/site-config';
import type { PlatformApi } from './platform-api';

/*
 * The demo's alarm rules (issue 15 item 6), set through the platform's API as a user would: a
 * device offline; a battery whose state of charge falls 2 points under its lowest working level
 * (10 %), which the strategies never discharge below; a hot cell; a spread between the highest
 * and the lowest cell voltage; grid import above the contract demand. The simulator's demo faults
 * (apps/simulator/src/fleet/demo-faults.ts: `offline`, `low_soc`, `over_temperature`) set them off
 * a minute or two after `npm start`.
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

const point = (name: string, comparison: string, threshold: number, extra: Record<string, unknown> = {}) => ({
  conditions: [{ kind: 'point', point: name, comparison, threshold, ...extra }],
  join: 'and',
  duration_seconds: 0,
  frequency: { type: 'immediate' },
  hysteresis: 0,
});

/** The contract demand of the demo stations' grid connection, kW (above the largest site's shaved peak). */
export const DEMO_CONTRACT_DEMAND_KW = 500;
/** Cell over-temperature: the simulated BMS's own alarm level (apps/simulator/src/site/site.ts). */
export const DEMO_CELL_OVER_TEMPERATURE_C = 55;

/** The rules; `device` narrows one to a standard device type (looked up when provisioning). */
export const DEMO_ALARM_RULES: ReadonlyArray<
  Record<string, unknown> & { name: string; former?: string; device?: DeviceKind }
> = [
  {
    ...common,
    name: '演示-设备离线-Demo-device-offline',
    former: '演示_设备离线',
    data_type: 'device_state',
    level: 2,
    simple_mode: false,
    alert_description_type: 'default',
    custom_alert_description: '',
    trigger_condition: { conditions: [{ kind: 'state', state: 'offline' }] },
  },
  {
    ...common,
    name: '演示-SOC过低-Demo-low-SOC',
    former: '演示_SOC过低',
    data_type: 'device_data',
    level: 3,
    simple_mode: true,
    alert_description_type: 'custom',
    custom_alert_description:
      '{station} {device}：SOC {value}，低于 {threshold}。SOC {value}, below {threshold}.',
    trigger_condition: { ...point('soc', '<', 8), hysteresis: 2 },
    device: 'bms',
  },
  {
    ...common,
    name: '演示-电芯过温-Demo-cell-over-temperature',
    former: '演示_电芯过温',
    data_type: 'device_data',
    level: 4,
    simple_mode: true,
    alert_description_type: 'custom',
    custom_alert_description:
      '{station} {device}：{point} {value} °C，高于 {threshold} °C。{point} {value} °C, above {threshold} °C.',
    // Clears 10 °C lower, where the BMS itself clears it.
    trigger_condition: {
      ...point('max_cell_temperature', '>', DEMO_CELL_OVER_TEMPERATURE_C),
      hysteresis: 10,
    },
    notification_interval: { unit: 'minute', value: 30 },
    device: 'bms',
  },
  {
    ...common,
    name: '演示-电芯压差过大-Demo-cell-voltage-spread',
    former: '演示_电芯压差过大',
    data_type: 'device_data',
    level: 2,
    simple_mode: false,
    alert_description_type: 'custom',
    custom_alert_description:
      '{station} {device}：{point} = {value} V，高于 {threshold} V。{point} = {value} V, above {threshold} V.',
    trigger_condition: {
      ...point('max_cell_voltage', '>', 0.15, { minus_point: 'min_cell_voltage' }),
      duration_seconds: 60,
      hysteresis: 0.03,
    },
    device: 'bms',
  },
  {
    ...common,
    name: '演示-超合同需量-Demo-over-contract-demand',
    former: '演示_电网取电超合同需量',
    data_type: 'device_data',
    level: 3,
    simple_mode: false,
    alert_description_type: 'custom',
    custom_alert_description:
      '{station}：电网取电 {value} kW，超过合同需量 {threshold} kW。Grid import {value} kW, above the contract demand of {threshold} kW.',
    trigger_condition: {
      ...point('grid_power', '>', DEMO_CONTRACT_DEMAND_KW),
      duration_seconds: 60,
      hysteresis: 20,
    },
    device: 'grid_meter',
  },
];

/**
 * Creates the demo's alarm rules once per tenant (a rule of that name already there is kept). Names
 * and texts are in both languages: a tenant's data does not change with the reader's language. A
 * rule kept under its former (Chinese-only) name counts as there, so an older demo gets no twin.
 */
export async function provisionDemoAlarms(api: PlatformApi, tenantId: string): Promise<void> {
  const base = `/alert-mgmt/tenants/${tenantId}/rules`;
  const types = await api.get<{ list: { id: string; name: string }[] }>('/device-types?page_size=999');
  const typeIds = new Map(types.list.map((type) => [type.name, type.id]));
  for (const { device, former, ...rule } of DEMO_ALARM_RULES) {
    let kept = false;
    for (const name of former ? [rule.name, former] : [rule.name]) {
      const found = await api.get<{ list: Array<{ name: string }> }>(
        `${base}?current_page=1&page_size=10&name=${encodeURIComponent(name)}`,
      );
      kept ||= found.list.some((r) => r.name === name);
    }
    if (kept) continue;
    const typeId = device ? typeIds.get(standardTypeNameOf(device)) : undefined;
    await api.post(base, typeId ? { ...rule, trigger_filter: { type: 'device_type', ids: [typeId] } } : rule);
  }
}
