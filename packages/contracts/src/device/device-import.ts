import { z } from 'zod';
import { DEVICE_TZ_OFFSET_MINUTES } from './protocol';
import { CONTROL_MODES } from './enums';
import { deviceDescription, deviceId, deviceKey, deviceTypeName } from './validation';
import { deviceName } from '../common/names';
import {
  INVALID_CODE,
  INVALID_OPTION_CODE,
  SINGLE_LINE_SAFE_PATTERN,
  TOO_LONG_CODE,
  UNSAFE_TEXT_CODE,
} from '../common/text';

// Device import (xlsx or JSON, all or nothing) and export (xlsx). The template's columns are the
// fields of a row; the type is named, not given by id, so a file works for any tenant.

export const DEVICE_IMPORT_ROWS_MAX = 1000;
/** Largest accepted import file, bytes. */
export const DEVICE_IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const DEVICE_SHEET_COLUMNS = [
  'id',
  'name',
  'type',
  'key',
  'description',
  'longitude',
  'latitude',
  'gateway_id',
  'firmware_version',
  'hardware_version',
  'serial_number',
  'ems_type',
  'control_mode',
  'tz_offset_minutes',
] as const;
export type DeviceSheetColumn = (typeof DEVICE_SHEET_COLUMNS)[number];
/** Columns read as numbers. */
export const DEVICE_SHEET_NUMBER_COLUMNS: readonly DeviceSheetColumn[] = [
  'longitude',
  'latitude',
  'tz_offset_minutes',
];

const shortText = (max: number) =>
  z
    .string({ error: INVALID_CODE })
    .max(max, { error: TOO_LONG_CODE })
    .regex(SINGLE_LINE_SAFE_PATTERN, { error: UNSAFE_TEXT_CODE });

export const deviceImportRowSchema = z.strictObject({
  id: deviceId,
  name: deviceName,
  /** The device type's name (standard or the tenant's own). */
  type: deviceTypeName,
  key: deviceKey.optional(),
  description: deviceDescription.optional(),
  longitude: z
    .number({ error: INVALID_CODE })
    .min(-180, { error: INVALID_CODE })
    .max(180, { error: INVALID_CODE })
    .optional(),
  latitude: z
    .number({ error: INVALID_CODE })
    .min(-90, { error: INVALID_CODE })
    .max(90, { error: INVALID_CODE })
    .optional(),
  gateway_id: deviceId.optional(),
  firmware_version: shortText(32).optional(),
  hardware_version: shortText(32).optional(),
  serial_number: shortText(64).optional(),
  ems_type: shortText(32).optional(),
  control_mode: z.enum(CONTROL_MODES, { error: INVALID_OPTION_CODE }).optional(),
  tz_offset_minutes: z
    .number({ error: INVALID_CODE })
    .int({ error: INVALID_CODE })
    .min(DEVICE_TZ_OFFSET_MINUTES.min, { error: INVALID_CODE })
    .max(DEVICE_TZ_OFFSET_MINUTES.max, { error: INVALID_CODE })
    .multipleOf(DEVICE_TZ_OFFSET_MINUTES.step, { error: INVALID_CODE })
    .optional(),
});
export type DeviceImportRow = z.infer<typeof deviceImportRowSchema>;

/** The JSON form of an import: the rows are checked one by one so each failing row is named. */
export const deviceImportJsonSchema = z.strictObject({
  devices: z
    .array(z.record(z.string(), z.unknown()), { error: 'iot-device.10007' })
    .min(1, { error: 'iot-validation.10018' })
    .max(DEVICE_IMPORT_ROWS_MAX, { error: 'iot-validation.10017' }),
});

export const deviceImportResultSchema = z.object({
  imported: z.number().int(),
  /** Keys of the new devices, shown this once (generated where the row had none). */
  keys: z.array(z.object({ id: z.string(), key: z.string() })),
});
export type DeviceImportResult = z.infer<typeof deviceImportResultSchema>;
