import { STANDARD_DEVICE_POINTS, type TelemetryPointDefinition, type TelemetryValue } from '@ies/contracts';
import type { DeviceKind } from './site-config';

/**
 * The data points each simulated device reports: the platform's standard device types define
 * exactly these (packages/contracts/src/device/standard-types.ts), so ingest accepts the values.
 */
export const DEVICE_POINTS: Record<DeviceKind, readonly TelemetryPointDefinition[]> = STANDARD_DEVICE_POINTS;

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
