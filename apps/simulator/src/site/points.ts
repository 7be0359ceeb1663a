import type { TelemetryPointDefinition, TelemetryValue } from '@ies/contracts';
import { PCS_STATES } from '../physics/pcs';
import { OPERATING_MODES } from '../physics/strategy';
import type { DeviceKind } from './site-config';

/**
 * The data points each simulated device reports, as a device type on the platform must define
 * them for ingest to accept the values. Signs: battery power and current are positive while
 * discharging; grid power is positive while importing.
 */
export const DEVICE_POINTS: Record<DeviceKind, readonly TelemetryPointDefinition[]> = {
  ems: [
    { name: 'status', type: 'string', enum: ['normal', 'fault'] },
    { name: 'strategy_mode', type: 'string', enum: OPERATING_MODES },
    { name: 'grid_power', type: 'float', unit: 'kW' },
    { name: 'active_power', type: 'float', unit: 'kW' },
    { name: 'load_power', type: 'float', unit: 'kW', min: 0 },
    { name: 'photovoltaic_power', type: 'float', unit: 'kW', min: 0 },
    { name: 'soc', type: 'float', unit: '%', min: 0, max: 100 },
  ],
  pcs: [
    { name: 'active_power', type: 'float', unit: 'kW' },
    { name: 'mode', type: 'string', enum: [...OPERATING_MODES, 'manual'] },
    { name: 'state', type: 'string', enum: PCS_STATES },
    { name: 'charge_kwh', type: 'float', unit: 'kWh', min: 0, cumulative: true },
    { name: 'discharge_kwh', type: 'float', unit: 'kWh', min: 0, cumulative: true },
  ],
  bms: [
    { name: 'soc', type: 'float', unit: '%', min: 0, max: 100 },
    { name: 'soh', type: 'float', unit: '%', min: 0, max: 100 },
    { name: 'voltage', type: 'float', unit: 'V', min: 0 },
    { name: 'current', type: 'float', unit: 'A' },
    { name: 'max_cell_voltage', type: 'float', unit: 'V', min: 0, max: 5 },
    { name: 'min_cell_voltage', type: 'float', unit: 'V', min: 0, max: 5 },
    { name: 'max_cell_temperature', type: 'float', unit: '°C', min: -40, max: 120 },
    { name: 'min_cell_temperature', type: 'float', unit: '°C', min: -40, max: 120 },
    { name: 'cell_voltages', type: 'array', unit: 'V' },
    { name: 'cell_temperatures', type: 'array', unit: '°C' },
  ],
  grid_meter: [
    { name: 'grid_power', type: 'float', unit: 'kW' },
    { name: 'import_kwh', type: 'float', unit: 'kWh', min: 0, cumulative: true },
    { name: 'export_kwh', type: 'float', unit: 'kWh', min: 0, cumulative: true },
  ],
  load_meter: [
    { name: 'load_power', type: 'float', unit: 'kW', min: 0 },
    { name: 'load_kwh', type: 'float', unit: 'kWh', min: 0, cumulative: true },
  ],
  pv_inverter: [
    { name: 'photovoltaic_power', type: 'float', unit: 'kW', min: 0 },
    { name: 'generation_kwh', type: 'float', unit: 'kWh', min: 0, cumulative: true },
  ],
};

function problemWith(definition: TelemetryPointDefinition, value: unknown): string | null {
  switch (definition.type) {
    case 'int':
    case 'float':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'wrong_type';
      if (definition.type === 'int' && !Number.isInteger(value)) return 'wrong_type';
      if (definition.min !== undefined && value < definition.min) return 'out_of_range';
      if (definition.max !== undefined && value > definition.max) return 'out_of_range';
      return null;
    case 'string':
      if (typeof value !== 'string') return 'wrong_type';
      if (definition.max !== undefined && value.length > definition.max) return 'out_of_range';
      if (definition.enum && !definition.enum.includes(value)) return 'out_of_range';
      return null;
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? null : 'wrong_type';
    case 'array':
      return Array.isArray(value) ? null : 'wrong_type';
  }
}

/** Problems of `values` against a device kind's points, as ingest would see them (empty: all fine). */
export function checkValues(kind: DeviceKind, values: Record<string, TelemetryValue>): string[] {
  const definitions = new Map(DEVICE_POINTS[kind].map((point) => [point.name, point]));
  const problems: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    const definition = definitions.get(name);
    if (!definition) {
      problems.push(`${name}: unknown_point`);
      continue;
    }
    const problem = problemWith(definition, value);
    if (problem) problems.push(`${name}: ${problem}`);
  }
  return problems;
}
