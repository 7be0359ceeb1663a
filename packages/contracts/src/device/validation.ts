import { z } from 'zod';
import {
  DESCRIPTION_MAX,
  DEVICE_ID,
  DEVICE_KEY,
  DEVICE_TYPE_NAME,
  DEVICE_TYPE_NICKNAME_MAX,
  FIELD_NAME_MAX,
  FIRMWARE_VERSION_PATTERN,
  LOG_ATTRIBUTE_KEY,
  RESERVED_FIELD_NAMES,
  TOPIC_PREFIX,
  TOPIC_SUFFIX_MAX,
} from '../common/limits';
import { LORA_HEX_LENGTHS } from '../common/lora-limits';
import {
  multiLineText,
  patternString,
  requiredString,
  SINGLE_LINE_SAFE_PATTERN,
  TOO_LONG_CODE,
  UNSAFE_TEXT_CODE,
} from '../common/text';

export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
export const DEVICE_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;
export const DEVICE_TYPE_NAME_PATTERN = /^[A-Za-z0-9_]+$/;
export const LOG_ATTRIBUTE_KEY_PATTERN = /^(?!\d+$)[A-Za-z0-9_]+$/;
export const DATA_TOPIC_PATTERN = new RegExp(`^${TOPIC_PREFIX}[A-Za-z0-9_]{1,${TOPIC_SUFFIX_MAX}}$`);
export const FIELD_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const LORA_HEX_PATTERN = new RegExp(
  `^(?:${LORA_HEX_LENGTHS.map((n) => `[0-9A-Fa-f]{${n}}`).join('|')})$`,
);
export const HEX_DATA_PATTERN = /^(?:[0-9A-Fa-f]{2})+$/;

export const deviceId = patternString({
  pattern: DEVICE_ID_PATTERN,
  code: 'iot-device.10017',
  length: DEVICE_ID,
});
export const deviceKey = patternString({
  pattern: DEVICE_KEY_PATTERN,
  code: 'iot-device.10018',
  length: DEVICE_KEY,
});
export const deviceDescription = multiLineText(DESCRIPTION_MAX);

export const deviceTypeName = patternString({
  pattern: DEVICE_TYPE_NAME_PATTERN,
  code: 'iot-type.10004',
  length: DEVICE_TYPE_NAME,
});
export const deviceTypeNickname = z
  .string({ error: 'iot-validation.10002' })
  .max(DEVICE_TYPE_NICKNAME_MAX, { error: TOO_LONG_CODE })
  .regex(SINGLE_LINE_SAFE_PATTERN, { error: UNSAFE_TEXT_CODE });

/** Data point, command and parameter names: identifier style, not a reserved name. */
export const fieldName = requiredString()
  .max(FIELD_NAME_MAX, { error: TOO_LONG_CODE })
  .regex(FIELD_NAME_PATTERN, { error: 'iot-validation.10002' })
  .refine((value) => !(RESERVED_FIELD_NAMES as readonly string[]).includes(value), {
    error: 'iot-type.10005',
  });

export const logAttributeKey = patternString({
  pattern: LOG_ATTRIBUTE_KEY_PATTERN,
  code: 'iot-type.10006',
  length: LOG_ATTRIBUTE_KEY,
});
export const dataTopic = patternString({ pattern: DATA_TOPIC_PATTERN, code: 'iot-type.10007' });
export const firmwareVersion = patternString({
  pattern: FIRMWARE_VERSION_PATTERN,
  code: 'iot-firmware.10001',
});
export const loraHex = patternString({ pattern: LORA_HEX_PATTERN, code: 'iot-device.10019' });
/** Hex parameters of commands: whole bytes. */
export const hexData = patternString({ pattern: HEX_DATA_PATTERN, code: 'iot-validation.10011' });
