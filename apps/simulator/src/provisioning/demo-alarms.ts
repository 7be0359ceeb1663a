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

/** A rule's name, and its custom text, in Chinese (also the primary text) and in English. */
const texts = (zh: string, en: string, zhText?: string, enText?: string) => ({
  name: { zh, en },
  ...(zhText && enText ? { custom_alert_description: { zh: zhText, en: enText } } : {}),
});

/** The contract demand of the demo stations' grid connection, kW (above the largest site's shaved peak). */
export const DEMO_CONTRACT_DEMAND_KW = 500;
/** Cell over-temperature: the simulated BMS's own alarm level (apps/simulator/src/site/site.ts). */
export const DEMO_CELL_OVER_TEMPERATURE_C = 55;

/** The rules; `device` narrows one to a standard device type (looked up when provisioning). */
export const DEMO_ALARM_RULES: ReadonlyArray<
  Record<string, unknown> & { name: string; former?: string[]; device?: DeviceKind }
> = [
  {
    ...common,
    name: '演示_设备离线',
    former: ['演示-设备离线-Demo-device-offline'],
    data_type: 'device_state',
    level: 2,
    simple_mode: false,
    alert_description_type: 'default',
    custom_alert_description: '',
    i18n: texts('演示_设备离线', 'Demo-device-offline'),
    trigger_condition: { conditions: [{ kind: 'state', state: 'offline' }] },
  },
  {
    ...common,
    name: '演示_SOC过低',
    former: ['演示-SOC过低-Demo-low-SOC'],
    data_type: 'device_data',
    level: 3,
    simple_mode: true,
    alert_description_type: 'custom',
    custom_alert_description: '{station} {device}：SOC {value} %，低于 {threshold} %。',
    i18n: texts(
      '演示_SOC过低',
      'Demo-low-SOC',
      '{station} {device}：SOC {value} %，低于 {threshold} %。',
      '{station} {device}: SOC {value} %, below {threshold} %.',
    ),
    trigger_condition: { ...point('soc', '<', 8), hysteresis: 2 },
    device: 'bms',
  },
  {
    ...common,
    name: '演示_电芯过温',
    former: ['演示-电芯过温-Demo-cell-over-temperature'],
    data_type: 'device_data',
    level: 4,
    simple_mode: true,
    alert_description_type: 'custom',
    custom_alert_description: '{station} {device}：{point} {value} °C，高于 {threshold} °C。',
    i18n: texts(
      '演示_电芯过温',
      'Demo-cell-over-temperature',
      '{station} {device}：{point} {value} °C，高于 {threshold} °C。',
      '{station} {device}: {point} {value} °C, above {threshold} °C.',
    ),
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
    name: '演示_电芯压差过大',
    former: ['演示-电芯压差过大-Demo-cell-voltage-spread'],
    data_type: 'device_data',
    level: 2,
    simple_mode: false,
    alert_description_type: 'custom',
    custom_alert_description: '{station} {device}：{point} = {value} V，高于 {threshold} V。',
    i18n: texts(
      '演示_电芯压差过大',
      'Demo-cell-voltage-spread',
      '{station} {device}：{point} = {value} V，高于 {threshold} V。',
      '{station} {device}: {point} = {value} V, above {threshold} V.',
    ),
    trigger_condition: {
      ...point('max_cell_voltage', '>', 0.15, { minus_point: 'min_cell_voltage' }),
      duration_seconds: 60,
      hysteresis: 0.03,
    },
    device: 'bms',
  },
  {
    ...common,
    name: '演示_电网取电超合同需量',
    former: ['演示-超合同需量-Demo-over-contract-demand'],
    data_type: 'device_data',
    level: 3,
    simple_mode: false,
    alert_description_type: 'custom',
    custom_alert_description: '{station}：电网取电 {value} kW，超过合同需量 {threshold} kW。',
    i18n: texts(
      '演示_电网取电超合同需量',
      'Demo-over-contract-demand',
      '{station}：电网取电 {value} kW，超过合同需量 {threshold} kW。',
      '{station}: grid import {value} kW, above the contract demand of {threshold} kW.',
    ),
    trigger_condition: {
      ...point('grid_power', '>', DEMO_CONTRACT_DEMAND_KW),
      duration_seconds: 60,
      hysteresis: 20,
    },
    device: 'grid_meter',
  },
];

interface StoredRule extends Record<string, unknown> {
  id: string;
  name: string;
  i18n?: Record<string, unknown>;
}

/**
 * Creates the demo's alarm rules once per tenant (a rule of that name already there is kept). Names
 * and texts are in both languages, each reader is shown its own (`i18n`, contracts
 * common/localized.ts). A rule kept under a former name (Chinese only, or both languages in one
 * name) counts as there, so an older demo gets no twin; one without texts per language gets them.
 */
export async function provisionDemoAlarms(api: PlatformApi, tenantId: string): Promise<void> {
  const base = `/alert-mgmt/tenants/${tenantId}/rules`;
  const types = await api.get<{ list: { id: string; name: string }[] }>('/device-types?page_size=999');
  const typeIds = new Map(types.list.map((type) => [type.name, type.id]));
  for (const { device, former, ...rule } of DEMO_ALARM_RULES) {
    let kept: StoredRule | undefined;
    for (const name of [rule.name, ...(former ?? [])]) {
      const found = await api.get<{ list: StoredRule[] }>(
        `${base}?current_page=1&page_size=10&name=${encodeURIComponent(name)}`,
      );
      kept ??= found.list.find((r) => r.name === name);
    }
    if (kept) {
      await addTexts(api, base, kept, rule);
      continue;
    }
    const typeId = device ? typeIds.get(standardTypeNameOf(device)) : undefined;
    await api.post(base, typeId ? { ...rule, trigger_filter: { type: 'device_type', ids: [typeId] } } : rule);
  }
}

/** A kept rule without texts per language gets the demo's (the rest of it is left as it is). */
async function addTexts(api: PlatformApi, base: string, kept: StoredRule, rule: Record<string, unknown>) {
  if (kept.i18n && Object.keys(kept.i18n).length > 0) return;
  const { id, shared_user_ids, created_by, editable, created_at, updated_at, i18n, ...body } = kept;
  const custom = body.alert_description_type === 'custom';
  const texts = rule.i18n as { custom_alert_description?: { zh: string } } | undefined;
  await api.put(`${base}/${id}`, {
    ...body,
    // Its text in Chinese alone, as the English one is now beside it.
    ...(custom && texts?.custom_alert_description
      ? { custom_alert_description: texts.custom_alert_description.zh }
      : {}),
    i18n: rule.i18n,
  });
}
