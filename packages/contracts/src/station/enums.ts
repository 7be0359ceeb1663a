import type { Labels } from '../common/label';

export const STATION_TYPES = [
  'household_storage',
  'industry_storage',
  'household_micro_inverter',
  'storage_system',
] as const;
export type StationType = (typeof STATION_TYPES)[number];
export const STATION_TYPE_LABELS: Labels<StationType> = {
  household_storage: { zh: '户用储能', en: 'Household energy storage' },
  industry_storage: { zh: '工商业储能', en: 'Industrial energy storage' },
  household_micro_inverter: { zh: '户用微逆', en: 'Household micro inverter' },
  storage_system: { zh: '储能系统', en: 'Energy storage system' },
};

export const STATION_ARCHITECTURES = ['single', 'master_slave'] as const;
export type StationArchitecture = (typeof STATION_ARCHITECTURES)[number];
export const STATION_ARCHITECTURE_LABELS: Labels<StationArchitecture> = {
  single: { zh: '单级（对等）', en: 'Single level (peer)' },
  master_slave: { zh: '主从', en: 'Master-slave' },
};

export const STATION_RUNNING_STATES = [
  'run',
  'standby',
  'shutdown',
  'self_test',
  'fault',
  'grid_connected',
  'off_grid',
] as const;
export type StationRunningState = (typeof STATION_RUNNING_STATES)[number];
export const STATION_RUNNING_STATE_LABELS: Labels<StationRunningState> = {
  run: { zh: '运行', en: 'Running' },
  standby: { zh: '待机', en: 'Standby' },
  shutdown: { zh: '停机', en: 'Shut down' },
  self_test: { zh: '自检', en: 'Self-test' },
  fault: { zh: '故障', en: 'Fault' },
  grid_connected: { zh: '并网', en: 'Grid-connected' },
  off_grid: { zh: '离网', en: 'Off-grid' },
};

/** What a share grants: view the station, edit it and its devices, or distribute it further. */
export const STATION_SHARE_PERMISSIONS = ['view', 'edit', 'distribute'] as const;
export type StationSharePermission = (typeof STATION_SHARE_PERMISSIONS)[number];
export const STATION_SHARE_PERMISSION_LABELS: Labels<StationSharePermission> = {
  view: { zh: '查看电站', en: 'View station' },
  edit: { zh: '编辑电站及设备', en: 'Edit station and devices' },
  distribute: { zh: '分配电站', en: 'Distribute station' },
};

export const CURRENCIES = ['CNY', 'USD', 'GBP', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_LABELS: Labels<Currency> = {
  CNY: { zh: '人民币（CNY）', en: 'Chinese yuan (CNY)' },
  USD: { zh: '美元（USD）', en: 'US dollar (USD)' },
  GBP: { zh: '英镑（GBP）', en: 'Pound sterling (GBP)' },
  AUD: { zh: '澳元（AUD）', en: 'Australian dollar (AUD)' },
};

export const STATISTICS_MODES = ['charge_discharge', 'period'] as const;
export type StatisticsMode = (typeof STATISTICS_MODES)[number];
export const STATISTICS_MODE_LABELS: Labels<StatisticsMode> = {
  charge_discharge: { zh: '充放电量统计', en: 'Charge and discharge' },
  period: { zh: '分时电量统计', en: 'Electricity by period' },
};
