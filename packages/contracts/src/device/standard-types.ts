import {
  LORA_BEACON_WINDOW,
  LORA_POWER_DBM,
  LORA_REFRESH_INTERVAL_SECONDS,
  LORA_SCAN_INTERVAL_SECONDS,
  LORA_SLOT_WIDTH,
  LORA_START_FREQUENCY_MHZ,
  LORA_TX_DELAY,
} from '../common/lora-limits';
import { SOLAR_MODEL_NAMES } from './enums';
import type { DeviceTypeInput, ThingOperation, ThingProperty } from './thing-model';

// The standard device types of a C&I storage and solar station. The simulator's devices report
// exactly these points (apps/simulator/src/site/points.ts reads them from here), so simulated
// devices validate against the platform's types.

/** States of a PCS. */
export const PCS_STATES = ['run', 'standby', 'stop', 'fault'] as const;
export type PcsState = (typeof PCS_STATES)[number];

/**
 * Operating modes of the EMS: the platform's strategy modes plus plain time-of-use arbitrage,
 * which the simulator's built-in default uses.
 */
export const OPERATING_MODES = [
  'standby',
  'time_of_use',
  'peak_shaving',
  'demand_control',
  'anti_reflux',
  'demand_response',
] as const;
export type OperatingMode = (typeof OPERATING_MODES)[number];

/** Device kinds the simulator speaks for, each with its standard points. */
export const STANDARD_DEVICE_KINDS = [
  'ems',
  'pcs',
  'bms',
  'grid_meter',
  'load_meter',
  'pv_inverter',
] as const;
export type StandardDeviceKind = (typeof STANDARD_DEVICE_KINDS)[number];

type Point = ThingProperty;

/** The data points each kind reports. Signs: battery power and current are positive while discharging; grid power is positive while importing. */
export const STANDARD_DEVICE_POINTS: Record<StandardDeviceKind, readonly Point[]> = {
  ems: [
    { name: 'status', zh: '运行状态', en: 'Status', type: 'string', enum: ['normal', 'fault'] },
    {
      name: 'strategy_mode',
      zh: '策略模式',
      en: 'Strategy mode',
      type: 'string',
      enum: [...OPERATING_MODES],
    },
    { name: 'grid_power', zh: '电网功率', en: 'Grid power', type: 'float', unit: 'kW' },
    { name: 'active_power', zh: '储能有功功率', en: 'Storage active power', type: 'float', unit: 'kW' },
    { name: 'load_power', zh: '负载功率', en: 'Load power', type: 'float', unit: 'kW', min: 0 },
    { name: 'photovoltaic_power', zh: '光伏功率', en: 'PV power', type: 'float', unit: 'kW', min: 0 },
    { name: 'soc', zh: '荷电状态', en: 'State of charge', type: 'float', unit: '%', min: 0, max: 100 },
  ],
  pcs: [
    { name: 'active_power', zh: '有功功率', en: 'Active power', type: 'float', unit: 'kW' },
    { name: 'mode', zh: '运行模式', en: 'Mode', type: 'string', enum: [...OPERATING_MODES, 'manual'] },
    { name: 'state', zh: '运行状态', en: 'State', type: 'string', enum: [...PCS_STATES] },
    {
      name: 'charge_kwh',
      zh: '累计充电量',
      en: 'Energy charged',
      type: 'float',
      unit: 'kWh',
      min: 0,
      cumulative: true,
    },
    {
      name: 'discharge_kwh',
      zh: '累计放电量',
      en: 'Energy discharged',
      type: 'float',
      unit: 'kWh',
      min: 0,
      cumulative: true,
    },
  ],
  bms: [
    { name: 'soc', zh: '荷电状态', en: 'State of charge', type: 'float', unit: '%', min: 0, max: 100 },
    { name: 'soh', zh: '健康状态', en: 'State of health', type: 'float', unit: '%', min: 0, max: 100 },
    // The working window the BMS keeps the battery in (its configured limits; the backtest runs in it).
    {
      name: 'soc_min',
      zh: 'SOC 下限',
      en: 'SOC lower limit',
      type: 'float',
      unit: '%',
      min: 0,
      max: 100,
    },
    {
      name: 'soc_max',
      zh: 'SOC 上限',
      en: 'SOC upper limit',
      type: 'float',
      unit: '%',
      min: 0,
      max: 100,
    },
    { name: 'voltage', zh: '总电压', en: 'Voltage', type: 'float', unit: 'V', min: 0 },
    { name: 'current', zh: '总电流', en: 'Current', type: 'float', unit: 'A' },
    {
      name: 'max_cell_voltage',
      zh: '最高单体电压',
      en: 'Highest cell voltage',
      type: 'float',
      unit: 'V',
      min: 0,
      max: 5,
    },
    {
      name: 'min_cell_voltage',
      zh: '最低单体电压',
      en: 'Lowest cell voltage',
      type: 'float',
      unit: 'V',
      min: 0,
      max: 5,
    },
    {
      name: 'max_cell_temperature',
      zh: '最高单体温度',
      en: 'Highest cell temperature',
      type: 'float',
      unit: '°C',
      min: -40,
      max: 120,
    },
    {
      name: 'min_cell_temperature',
      zh: '最低单体温度',
      en: 'Lowest cell temperature',
      type: 'float',
      unit: '°C',
      min: -40,
      max: 120,
    },
    { name: 'cell_voltages', zh: '单体电压', en: 'Cell voltages', type: 'array', unit: 'V' },
    { name: 'cell_temperatures', zh: '单体温度', en: 'Cell temperatures', type: 'array', unit: '°C' },
  ],
  grid_meter: [
    { name: 'grid_power', zh: '电网功率', en: 'Grid power', type: 'float', unit: 'kW' },
    {
      name: 'import_kwh',
      zh: '累计购电量',
      en: 'Energy imported',
      type: 'float',
      unit: 'kWh',
      min: 0,
      cumulative: true,
    },
    {
      name: 'export_kwh',
      zh: '累计上网电量',
      en: 'Energy exported',
      type: 'float',
      unit: 'kWh',
      min: 0,
      cumulative: true,
    },
  ],
  load_meter: [
    { name: 'load_power', zh: '负载功率', en: 'Load power', type: 'float', unit: 'kW', min: 0 },
    {
      name: 'load_kwh',
      zh: '累计用电量',
      en: 'Energy consumed',
      type: 'float',
      unit: 'kWh',
      min: 0,
      cumulative: true,
    },
  ],
  pv_inverter: [
    { name: 'photovoltaic_power', zh: '光伏功率', en: 'PV power', type: 'float', unit: 'kW', min: 0 },
    {
      name: 'generation_kwh',
      zh: '累计发电量',
      en: 'Energy generated',
      type: 'float',
      unit: 'kWh',
      min: 0,
      cumulative: true,
    },
  ],
};

const DTU_POINTS: readonly Point[] = [
  {
    name: 'signal_strength',
    zh: '信号强度',
    en: 'Signal strength',
    type: 'int',
    unit: 'dBm',
    min: -150,
    max: 0,
  },
  {
    name: 'sim_data_used',
    zh: 'SIM 卡已用流量',
    en: 'SIM data used',
    type: 'float',
    unit: 'MB',
    min: 0,
    cumulative: true,
  },
  {
    name: 'sd_status',
    zh: 'SD 卡状态',
    en: 'SD card status',
    type: 'string',
    enum: ['normal', 'missing', 'fault'],
  },
  { name: 'channel', zh: 'LoRa 信道', en: 'LoRa channel', type: 'int', min: 0, max: 255 },
  { name: 'load_rate', zh: '负载率', en: 'Load rate', type: 'float', unit: '%', min: 0, max: 100 },
];

/**
 * What the DTU/LoRa analysis and file recall send (docs/device-protocol.md §5c, §5d); each
 * limit is B §5's from constants/lora.ts. Not shown among the control buttons: their own screens send them.
 */
const LORA_GATEWAY_OPERATIONS: ThingOperation[] = [
  {
    name: 'lora_scan',
    zh: '信道扫描',
    en: 'Channel scan',
    objectid: 10,
    methodid: 1,
    show_in_control: false,
    needs_response: true,
    params: [],
  },
  {
    name: 'lora_set_config',
    zh: '频率配置',
    en: 'Frequency configuration',
    objectid: 10,
    methodid: 2,
    show_in_control: false,
    needs_response: true,
    params: [
      { name: 'power_dbm', type: 'int', required: true, ...LORA_POWER_DBM, unit: 'dBm' },
      {
        name: 'start_frequency_mhz',
        type: 'float',
        required: true,
        min: LORA_START_FREQUENCY_MHZ.min,
        max: LORA_START_FREQUENCY_MHZ.max,
        unit: 'MHz',
      },
      { name: 'tx_delay_ms', type: 'int', required: true, ...LORA_TX_DELAY, unit: 'ms' },
      { name: 'beacon_window_ms', type: 'int', required: true, ...LORA_BEACON_WINDOW, unit: 'ms' },
      { name: 'slot_width_ms', type: 'int', required: true, ...LORA_SLOT_WIDTH, unit: 'ms' },
      { name: 'scan_interval_s', type: 'int', required: true, ...LORA_SCAN_INTERVAL_SECONDS, unit: 's' },
      {
        name: 'refresh_interval_s',
        type: 'int',
        required: true,
        ...LORA_REFRESH_INTERVAL_SECONDS,
        unit: 's',
      },
      { name: 'network_id', type: 'string', required: true, max: 32, hex: true },
      { name: 'network_key', type: 'string', required: true, max: 32, hex: true },
    ],
  },
  {
    name: 'file_recall',
    zh: '文件召回',
    en: 'File recall',
    objectid: 11,
    methodid: 1,
    show_in_control: false,
    needs_response: true,
    params: [
      { name: 'recall_id', type: 'string', required: true, max: 36 },
      { name: 'kind', type: 'string', required: true, enum: ['log', 'data'] },
      { name: 'name', type: 'string', required: false, max: 128 },
      { name: 'upload_url', type: 'string', required: true, max: 2048 },
      { name: 'upload_expires_at', type: 'int', required: true, min: 0 },
    ],
  },
];

const SET_MODE: ThingOperation = {
  name: 'set_mode',
  zh: '设置运行模式',
  en: 'Set operating mode',
  objectid: 1,
  methodid: 1,
  show_in_control: true,
  needs_response: true,
  params: [{ name: 'mode', zh: '模式', type: 'string', required: true, enum: [...OPERATING_MODES] }],
};

const PCS_OPERATIONS: ThingOperation[] = [
  {
    name: 'set_power',
    zh: '设置有功功率',
    en: 'Set active power',
    objectid: 2,
    methodid: 1,
    show_in_control: true,
    needs_response: true,
    params: [
      { name: 'power_kw', zh: '功率', type: 'float', required: true, min: -10000, max: 10000, unit: 'kW' },
    ],
  },
  {
    name: 'start_stop',
    zh: '启停',
    en: 'Start or stop',
    objectid: 2,
    methodid: 2,
    show_in_control: true,
    needs_response: true,
    params: [{ name: 'action', zh: '动作', type: 'string', required: true, enum: ['start', 'stop'] }],
  },
];

const INVERTER_OPERATIONS: ThingOperation[] = [
  {
    name: 'power_limit',
    zh: '限功率',
    en: 'Limit power',
    objectid: 3,
    methodid: 1,
    show_in_control: true,
    needs_response: true,
    params: [
      { name: 'percent', zh: '限功率百分比', type: 'int', required: true, min: 0, max: 100, unit: '%' },
    ],
  },
];

const COMMON = { timeout_seconds: 30, log_attributes: [{ key: 'code', zh: '代码', en: 'Code' }] };

/** The standard device types, seeded for every tenant (read-only to tenants). */
export const STANDARD_DEVICE_TYPES: readonly (DeviceTypeInput & { name: string })[] = [
  {
    ...COMMON,
    name: 'EMS_GATEWAY',
    nickname: 'EMS 网关',
    remark: 'Energy management system; speaks for the station',
    template_type: 'gateway',
    points: [...STANDARD_DEVICE_POINTS.ems],
    operations: [SET_MODE],
    events: [
      { name: 'strategy_changed', zh: '策略切换', en: 'Strategy changed', level: 'info' },
      { name: 'ems_fault', zh: 'EMS 故障', en: 'EMS fault', level: 'fault' },
    ],
  },
  {
    ...COMMON,
    name: 'ES_PCS',
    nickname: '储能变流器',
    remark: 'Power conversion system',
    points: [...STANDARD_DEVICE_POINTS.pcs],
    operations: [...PCS_OPERATIONS, { ...SET_MODE, objectid: 2, methodid: 3 }],
    events: [{ name: 'pcs_fault', zh: 'PCS 故障', en: 'PCS fault', level: 'fault' }],
    status_templates: [
      { value: 0, zh: '停机', en: 'Stopped' },
      { value: 1, zh: '运行', en: 'Running' },
      { value: 2, zh: '待机', en: 'Standby' },
      { value: 3, zh: '故障', en: 'Fault' },
    ],
  },
  {
    ...COMMON,
    name: 'ES_BMS',
    nickname: '电池管理系统',
    remark: 'Battery management system with its cell array',
    points: [...STANDARD_DEVICE_POINTS.bms],
    events: [
      { name: 'cell_over_voltage', zh: '单体过压', en: 'Cell over-voltage', level: 'fault' },
      { name: 'cell_over_temperature', zh: '单体过温', en: 'Cell over-temperature', level: 'fault' },
      { name: 'low_soc', zh: 'SOC 过低', en: 'Low state of charge', level: 'warning' },
    ],
  },
  {
    ...COMMON,
    name: 'GRID_METER',
    nickname: '关口电表',
    remark: 'Grid connection meter',
    points: [...STANDARD_DEVICE_POINTS.grid_meter],
  },
  {
    ...COMMON,
    name: 'LOAD_METER',
    nickname: '负载电表',
    remark: 'Load meter',
    points: [...STANDARD_DEVICE_POINTS.load_meter],
  },
  ...Object.values(SOLAR_MODEL_NAMES).map((model) => ({
    ...COMMON,
    name: model,
    nickname: model.slice(0, 16),
    remark: 'PV inverter',
    points: [...STANDARD_DEVICE_POINTS.pv_inverter],
    operations: INVERTER_OPERATIONS,
    events: [{ name: 'inverter_fault', zh: '逆变器故障', en: 'Inverter fault', level: 'fault' as const }],
  })),
  {
    ...COMMON,
    name: 'DTU_LORA_GATEWAY',
    nickname: 'DTU/LoRa 网关',
    remark: 'Data transfer unit with a LoRa radio; speaks for its sub-devices',
    template_type: 'gateway',
    points: [...DTU_POINTS],
    operations: [
      {
        name: 'reboot',
        zh: '重启',
        en: 'Reboot',
        objectid: 9,
        methodid: 1,
        show_in_control: true,
        needs_response: true,
        params: [],
      },
      ...LORA_GATEWAY_OPERATIONS,
    ],
  },
];

/** The standard type a simulated device of a kind belongs to (inverters: their model). */
export function standardTypeNameOf(kind: StandardDeviceKind, model?: string): string {
  switch (kind) {
    case 'ems':
      return 'EMS_GATEWAY';
    case 'pcs':
      return 'ES_PCS';
    case 'bms':
      return 'ES_BMS';
    case 'grid_meter':
      return 'GRID_METER';
    case 'load_meter':
      return 'LOAD_METER';
    case 'pv_inverter':
      return model ?? SOLAR_MODEL_NAMES[1];
  }
}

/** The info model every tenant sees (docs/spec/A-access-and-shell.md §3, §9). */
export const STANDARD_INFO_MODEL_NAME = 'Industry_ES';

/** What a user reads for each standard type: its kind of equipment, never the type's code. */
export const STANDARD_TYPE_LABELS: Readonly<Record<string, { zh: string; en: string }>> = {
  EMS_GATEWAY: { zh: 'EMS 能量管理网关', en: 'EMS gateway' },
  ES_PCS: { zh: '储能变流器', en: 'Power conversion system' },
  ES_BMS: { zh: '电池管理系统', en: 'Battery management system' },
  GRID_METER: { zh: '关口电表', en: 'Grid meter' },
  LOAD_METER: { zh: '负载电表', en: 'Load meter' },
  RS_INVERT_25KW: { zh: '25 kW 组串式逆变器', en: '25 kW string inverter' },
  MINI_INVERT: { zh: '微型逆变器', en: 'Micro inverter' },
  INDUSTRY_INVERT: { zh: '工商业逆变器', en: 'C&I inverter' },
  InDustry_Solar: { zh: '工商业光伏逆变器', en: 'C&I solar inverter' },
  DTU_LORA_GATEWAY: { zh: 'DTU/LoRa 网关', en: 'DTU/LoRa gateway' },
};

/**
 * A device type's name as a user reads it: a standard type by its label in the language, a
 * tenant's own type by the name its owner gave it.
 */
export function deviceTypeLabel(name: string | null | undefined, locale: 'zh' | 'en'): string {
  if (!name) return '';
  return STANDARD_TYPE_LABELS[name]?.[locale] ?? name;
}
