import { describe, expect, it } from 'vitest';
import { loraConfigSchema, fileRecallInputSchema } from './schemas';

// Every LoRa rule of B §5 at its bounds and one step beyond (issue 32 item 5).

const VALID = {
  power_dbm: 14,
  start_frequency_mhz: 470.3,
  tx_delay_ms: 100,
  beacon_window_ms: 60_000,
  slot_width_ms: 50,
  scan_interval_s: 30,
  refresh_interval_s: 30,
  network_id: 'a1b2c3d4',
  network_key: '0123456789abcdef0123456789ABCDEF',
};

const codeAt = (field: string, value: unknown) => {
  const result = loraConfigSchema.safeParse({ ...VALID, [field]: value });
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
};

describe('LoRa configuration (B §5)', () => {
  it('takes a valid configuration', () => {
    expect(loraConfigSchema.safeParse(VALID).success).toBe(true);
  });

  it.each([
    ['power_dbm', 2, 27, 1],
    ['tx_delay_ms', 30, 15_000, 1],
    ['beacon_window_ms', 30_000, 180_000, 1],
    ['slot_width_ms', 30, 80, 1],
    ['scan_interval_s', 1, 60, 1],
    ['refresh_interval_s', 1, 60, 1],
  ])('%s: %d and %d accepted, one step beyond refused', (field, min, max, step) => {
    expect(codeAt(field, min)).toBeUndefined();
    expect(codeAt(field, max)).toBeUndefined();
    expect(codeAt(field, min - step)).toBe('10002');
    expect(codeAt(field, max + step)).toBe('10002');
    expect(codeAt(field, min + 0.5)).toBe('iot-validation.10005');
  });

  it('start frequency: 470.3 to 488.7 MHz in steps of 0.2', () => {
    expect(codeAt('start_frequency_mhz', 470.3)).toBeUndefined();
    expect(codeAt('start_frequency_mhz', 470.5)).toBeUndefined();
    expect(codeAt('start_frequency_mhz', 488.7)).toBeUndefined();
    expect(codeAt('start_frequency_mhz', 470.1)).toBe('10002');
    expect(codeAt('start_frequency_mhz', 488.9)).toBe('10002');
    expect(codeAt('start_frequency_mhz', 470.4)).toBe('iot-lora.10001');
  });

  it('network id and key: hexadecimal, 32 or 8 characters', () => {
    for (const field of ['network_id', 'network_key']) {
      expect(codeAt(field, 'abcdef01')).toBeUndefined();
      expect(codeAt(field, 'ABCDEF0123456789abcdef0123456789')).toBeUndefined();
      expect(codeAt(field, 'abcdef0')).toBe('iot-device.10019');
      expect(codeAt(field, 'abcdef012')).toBe('iot-device.10019');
      expect(codeAt(field, 'ABCDEF0123456789abcdef012345678')).toBe('iot-device.10019');
      expect(codeAt(field, 'ABCDEF0123456789abcdef01234567890')).toBe('iot-device.10019');
      expect(codeAt(field, 'abcdefg1')).toBe('iot-device.10019');
    }
  });

  it('refuses unknown fields', () => {
    expect(loraConfigSchema.safeParse({ ...VALID, extra: 1 }).success).toBe(false);
  });
});

describe('file recall input', () => {
  it('takes a kind and an optional plain file name', () => {
    expect(fileRecallInputSchema.safeParse({ kind: 'log' }).success).toBe(true);
    expect(fileRecallInputSchema.safeParse({ kind: 'data', name: 'day-2026_11_28.csv' }).success).toBe(true);
    expect(fileRecallInputSchema.safeParse({ kind: 'data', name: '../etc/passwd' }).success).toBe(false);
    expect(fileRecallInputSchema.safeParse({ kind: 'video' }).success).toBe(false);
  });
});
