import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  commandIntervalSeconds,
  decimalPlaces,
  loraPowerDbm,
  loraStartFrequencyMhz,
  priceValue,
  strategyPowerValue,
  timedRetryInterval,
  timedRetryTimes,
  timeZoneOffsetHours,
} from './numbers';

const issueOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0];
const codeOf = (schema: z.ZodType, value: unknown) => issueOf(schema, value)?.message;

describe('integer ranges', () => {
  it.each([
    [timedRetryTimes, 0, 10],
    [timedRetryInterval, 1, 60],
    [commandIntervalSeconds, 0, 3600],
    [timeZoneOffsetHours, -12, 12],
    [loraPowerDbm, 2, 27],
  ])('accepts exactly its bounds', (schema, min, max) => {
    expect(codeOf(schema, min)).toBeUndefined();
    expect(codeOf(schema, max)).toBeUndefined();
    expect(codeOf(schema, min - 1)).toBe('10002');
    expect(codeOf(schema, max + 1)).toBe('10002');
  });

  it('carries the range for the message', () => {
    const issue = issueOf(timedRetryTimes, 11);
    expect(issue?.code === 'custom' && issue.params).toEqual({ min: 0, max: 10 });
  });

  it('refuses fractions, non-numbers and missing values', () => {
    expect(codeOf(timedRetryTimes, 1.5)).toBe('iot-validation.10005');
    expect(codeOf(timedRetryTimes, Number.NaN)).toBe('iot-validation.10020');
    expect(codeOf(timedRetryTimes, Number.POSITIVE_INFINITY)).toBe('iot-validation.10020');
    expect(codeOf(timedRetryTimes, '5')).toBe('iot-validation.10020');
    expect(codeOf(timedRetryTimes, undefined)).toBe('iot-validation.10001');
  });
});

describe('decimals', () => {
  it('counts decimal places in any notation', () => {
    expect(decimalPlaces(3)).toBe(0);
    expect(decimalPlaces(1.25)).toBe(2);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(1.5e-7)).toBe(8);
    expect(decimalPlaces(1e21)).toBe(0);
  });

  it('takes prices ≥ 0 with up to 10 decimals', () => {
    expect(codeOf(priceValue, 0)).toBeUndefined();
    expect(codeOf(priceValue, 1.0123456789)).toBeUndefined();
    expect(codeOf(priceValue, 1.01234567891)).toBe('iot-validation.10006');
    expect(codeOf(priceValue, -0.01)).toBe('10003');
  });

  it('takes strategy power with up to 3 decimals, negative for charging', () => {
    expect(codeOf(strategyPowerValue, -50.125)).toBeUndefined();
    expect(codeOf(strategyPowerValue, 1.2345)).toBe('iot-validation.10006');
  });
});

describe('LoRa start frequency (470.3–488.7 MHz, step 0.2)', () => {
  it.each([
    [470.3, undefined],
    [470.5, undefined],
    [488.7, undefined],
    [470.4, 'iot-lora.10001'],
    [470.3 + 0.2 * 45, undefined],
    [488.5, undefined],
    [488.6, 'iot-lora.10001'],
    [470.1, '10002'],
    [488.9, '10002'],
  ])('%d → %s', (value, code) => {
    expect(codeOf(loraStartFrequencyMhz, value)).toBe(code);
  });
});
