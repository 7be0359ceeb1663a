import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { GENERATED_DEVICE_KEY_PATTERN } from '../common/limits';
import {
  dataTopic,
  deviceDescription,
  deviceId,
  deviceKey,
  deviceTypeName,
  fieldName,
  firmwareVersion,
  hexData,
  logAttributeKey,
  loraHex,
} from './validation';

const codeOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('device fields', () => {
  it.each([
    ['a', 'iot-device.10017'],
    ['ab', undefined],
    ['dev-01_A', undefined],
    ['x'.repeat(32), undefined],
    ['x'.repeat(33), 'iot-device.10017'],
    ['dev 01', 'iot-device.10017'],
    ['设备01', 'iot-device.10017'],
  ])('device id %j → %s', (value, code) => {
    expect(codeOf(deviceId, value)).toBe(code);
  });

  it.each([
    ['abcde', 'iot-device.10018'],
    ['abcdef', undefined],
    ['x'.repeat(64), undefined],
    ['x'.repeat(65), 'iot-device.10018'],
    ['9b2f7c1e-5d4a-4e8b-9c3d-2a1b0c9d8e7f', undefined],
    ['key with space', 'iot-device.10018'],
  ])('device key %j → %s', (value, code) => {
    expect(codeOf(deviceKey, value)).toBe(code);
  });

  it('accepts a system-generated key and recognises its form', () => {
    const generated = '9b2f7c1e-5d4a-4e8b-9c3d-2a1b0c9d8e7f';
    expect(generated).toMatch(GENERATED_DEVICE_KEY_PATTERN);
    expect(generated.toUpperCase()).not.toMatch(GENERATED_DEVICE_KEY_PATTERN);
  });

  it('caps descriptions at 1024', () => {
    expect(codeOf(deviceDescription, 'x'.repeat(1024))).toBeUndefined();
    expect(codeOf(deviceDescription, 'x'.repeat(1025))).toBe('iot-validation.10004');
  });
});

describe('device type fields', () => {
  it.each([
    ['abc', 'iot-type.10004'],
    ['abcd', undefined],
    ['x'.repeat(32), undefined],
    ['x'.repeat(33), 'iot-type.10004'],
    ['pcs-type', 'iot-type.10004'],
  ])('type name %j → %s', (value, code) => {
    expect(codeOf(deviceTypeName, value)).toBe(code);
  });

  it('refuses reserved names', () => {
    expect(codeOf(fieldName, 'soc')).toBeUndefined();
    for (const reserved of ['set_config', 'exec_upgrade', 'level', 'info', 'time', 'data_indexs']) {
      expect(codeOf(fieldName, reserved)).toBe('iot-type.10005');
    }
    expect(codeOf(fieldName, '1soc')).toBe('iot-validation.10002');
  });

  it('needs log attribute keys of 2+ characters that are not only digits', () => {
    expect(codeOf(logAttributeKey, 'a')).toBe('iot-type.10006');
    expect(codeOf(logAttributeKey, '12')).toBe('iot-type.10006');
    expect(codeOf(logAttributeKey, 'a1')).toBeUndefined();
    expect(codeOf(logAttributeKey, '1a')).toBeUndefined();
  });

  it('checks topics: data_ plus 1–5 characters', () => {
    expect(codeOf(dataTopic, 'data_a')).toBeUndefined();
    expect(codeOf(dataTopic, 'data_abcde')).toBeUndefined();
    expect(codeOf(dataTopic, 'data_abcdef')).toBe('iot-type.10007');
    expect(codeOf(dataTopic, 'data_')).toBe('iot-type.10007');
    expect(codeOf(dataTopic, 'event_a')).toBe('iot-type.10007');
  });
});

describe('firmware and hex values', () => {
  it.each([
    ['1.0.0', undefined],
    ['10.20.30', undefined],
    ['100.0.0', 'iot-firmware.10001'],
    ['1.0', 'iot-firmware.10001'],
    ['1.0.0.0', 'iot-firmware.10001'],
    ['v1.0.0', 'iot-firmware.10001'],
  ])('version %j → %s', (value, code) => {
    expect(codeOf(firmwareVersion, value)).toBe(code);
  });

  it('takes LoRa hex strings of 32 or 8 characters only', () => {
    expect(codeOf(loraHex, 'a1B2c3D4')).toBeUndefined();
    expect(codeOf(loraHex, '0123456789abcdef0123456789ABCDEF')).toBeUndefined();
    expect(codeOf(loraHex, '0123456789')).toBe('iot-device.10019');
    expect(codeOf(loraHex, 'g1b2c3d4')).toBe('iot-device.10019');
  });

  it('takes hex parameters in whole bytes', () => {
    expect(codeOf(hexData, '0aFF')).toBeUndefined();
    expect(codeOf(hexData, '0aF')).toBe('iot-validation.10011');
    expect(codeOf(hexData, '0x0a')).toBe('iot-validation.10011');
  });
});
