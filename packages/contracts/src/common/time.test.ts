import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { dateTime, futureDateTime, timeOfDay } from './time';

const codeOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('time values', () => {
  it.each([
    ['00:00', undefined],
    ['23:59', undefined],
    ['24:00', 'iot-validation.10022'],
    ['9:30', 'iot-validation.10022'],
    ['12:60', 'iot-validation.10022'],
  ])('time of day %j → %s', (value, code) => {
    expect(codeOf(timeOfDay, value)).toBe(code);
  });

  it('needs ISO date-times with an offset', () => {
    expect(codeOf(dateTime, '2025-05-27T08:00:00Z')).toBeUndefined();
    expect(codeOf(dateTime, '2025-05-27T08:00:00+08:00')).toBeUndefined();
    expect(codeOf(dateTime, '2025-05-27 08:00')).toBe('iot-validation.10016');
  });

  it('needs future times to lie ahead of now', () => {
    const inOneHour = new Date(Date.now() + 3_600_000).toISOString();
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    expect(codeOf(futureDateTime, inOneHour)).toBeUndefined();
    expect(codeOf(futureDateTime, anHourAgo)).toBe('iot-validation.10009');
  });
});
