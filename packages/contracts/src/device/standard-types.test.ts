import { describe, expect, it } from 'vitest';
import { SOLAR_MODEL_NAMES } from './enums';
import {
  STANDARD_DEVICE_KINDS,
  STANDARD_DEVICE_POINTS,
  STANDARD_DEVICE_TYPES,
  standardTypeNameOf,
} from './standard-types';
import { deviceTypeInputSchema } from './thing-model';

describe('standard device types', () => {
  it('each obeys the device-type rules of B §5', () => {
    for (const type of STANDARD_DEVICE_TYPES) {
      const result = deviceTypeInputSchema.safeParse(type);
      expect(result.success, `${type.name}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });

  it('have distinct names and include the four inverter models', () => {
    const names = STANDARD_DEVICE_TYPES.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const model of Object.values(SOLAR_MODEL_NAMES)) expect(names).toContain(model);
  });

  it('give every simulated kind a type whose points are that kind’s', () => {
    for (const kind of STANDARD_DEVICE_KINDS) {
      const type = STANDARD_DEVICE_TYPES.find((t) => t.name === standardTypeNameOf(kind));
      expect(type?.points, kind).toEqual(STANDARD_DEVICE_POINTS[kind]);
    }
    for (const model of Object.values(SOLAR_MODEL_NAMES)) {
      const type = STANDARD_DEVICE_TYPES.find((t) => t.name === standardTypeNameOf('pv_inverter', model));
      expect(type?.points).toEqual(STANDARD_DEVICE_POINTS.pv_inverter);
    }
  });
});
