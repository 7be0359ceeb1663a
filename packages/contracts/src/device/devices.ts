import { z } from 'zod';
import { SEARCH_TEXT_MAX, SUB_DEVICES_PER_OPERATION } from '../common/limits';
import { DEVICE_TZ_OFFSET_MINUTES } from './protocol';
import { CONTROL_MODES, DEVICE_STATUSES } from './enums';
import { deviceDescription, deviceId, deviceKey } from './validation';
import { deviceName } from '../common/names';
import {
  INVALID_CODE,
  INVALID_OPTION_CODE,
  REQUIRED_CODE,
  SINGLE_LINE_SAFE_PATTERN,
  TOO_LONG_CODE,
  UNSAFE_TEXT_CODE,
} from '../common/text';
import { pagedSchema, pageQuerySchema } from '../common/paging';

// Device calls (docs/api/devices.md; docs/spec/B-operations.md §3, §5).

const shortText = (max: number) =>
  z
    .string({ error: INVALID_CODE })
    .max(max, { error: TOO_LONG_CODE })
    .regex(SINGLE_LINE_SAFE_PATTERN, { error: UNSAFE_TEXT_CODE });
const uuid = z.uuid({ error: INVALID_CODE });
/** A device type must be chosen: a missing one says "required", not "invalid". */
const typeId = z.uuid({
  error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED_CODE : INVALID_CODE),
});
const coordinate = (limit: number) =>
  z.number({ error: INVALID_CODE }).min(-limit, { error: INVALID_CODE }).max(limit, { error: INVALID_CODE });
const tzOffset = z
  .number({ error: INVALID_CODE })
  .int({ error: INVALID_CODE })
  .min(DEVICE_TZ_OFFSET_MINUTES.min, { error: INVALID_CODE })
  .max(DEVICE_TZ_OFFSET_MINUTES.max, { error: INVALID_CODE })
  .multipleOf(DEVICE_TZ_OFFSET_MINUTES.step, { error: INVALID_CODE });

/** Fields a user sets on a device (those the device reports itself are read-only). */
const editableFields = {
  name: deviceName,
  description: deviceDescription.optional(),
  type_id: typeId,
  longitude: coordinate(180).nullable().optional(),
  latitude: coordinate(90).nullable().optional(),
  gateway_id: deviceId.nullable().optional(),
  firmware_version: shortText(32).optional(),
  hardware_version: shortText(32).optional(),
  serial_number: shortText(64).optional(),
  ems_type: shortText(32).optional(),
  control_mode: z.enum(CONTROL_MODES, { error: INVALID_OPTION_CODE }).optional(),
  tz_offset_minutes: tzOffset.optional(),
};

export const deviceCreateSchema = z.strictObject({
  id: deviceId,
  /** 6–64 characters; generated (8-4-4-4-12 lowercase hex) when absent. */
  key: deviceKey.optional(),
  ...editableFields,
});
export type DeviceCreateInput = z.infer<typeof deviceCreateSchema>;

export const deviceUpdateSchema = z.strictObject(editableFields).partial();
export type DeviceUpdateInput = z.infer<typeof deviceUpdateSchema>;

export const deviceKeyChangeSchema = z.strictObject({ key: deviceKey.optional() });
export type DeviceKeyChangeInput = z.infer<typeof deviceKeyChangeSchema>;
/** The key is shown once, when it is set; the platform keeps only its hash. */
export const deviceKeyResponseSchema = z.object({ key: z.string() });

export const subDevicesChangeSchema = z.strictObject({
  device_ids: z
    .array(deviceId, { error: INVALID_CODE })
    .min(1, { error: 'iot-validation.10018' })
    .max(SUB_DEVICES_PER_OPERATION, { error: 'iot-device.10014' }),
});
export type SubDevicesChangeInput = z.infer<typeof subDevicesChangeSchema>;

export const DEVICE_SEARCH_FIELDS = ['id', 'name', 'all'] as const;
export type DeviceSearchField = (typeof DEVICE_SEARCH_FIELDS)[number];

export const DEVICE_SORT_KEYS = ['created_at', 'id', 'name', 'type_name', 'status', 'online_at'] as const;
export type DeviceSortKey = (typeof DEVICE_SORT_KEYS)[number];

export const deviceListQuerySchema = pageQuerySchema.extend({
  type_id: uuid.optional(),
  status: z.enum(DEVICE_STATUSES, { error: INVALID_OPTION_CODE }).optional(),
  gateway_id: deviceId.optional(),
  /** Only the devices bound to this station; a station outside the caller's authority is 404. */
  station_id: uuid.optional(),
  control_mode: z.enum(CONTROL_MODES, { error: INVALID_OPTION_CODE }).optional(),
  search: z
    .string({ error: INVALID_CODE })
    .max(SEARCH_TEXT_MAX, { error: TOO_LONG_CODE })
    .regex(/^[^'"`\\]*$/, { error: 'iot-validation.10010' })
    .optional(),
  /** What `search` matches: the id, the name, or any text field ("all": refused above 1000 devices). */
  search_by: z.enum(DEVICE_SEARCH_FIELDS, { error: INVALID_OPTION_CODE }).default('id'),
  /** Column the whole list is ordered by (default: newest first). */
  sort: z.enum(DEVICE_SORT_KEYS, { error: INVALID_OPTION_CODE }).default('created_at'),
  sort_type: z.enum(['asc', 'desc'], { error: INVALID_OPTION_CODE }).default('desc'),
});
export type DeviceListQuery = z.infer<typeof deviceListQuerySchema>;

export const deviceIdParamsSchema = z.object({ id: deviceId });

export const deviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type_id: z.string(),
  type_name: z.string(),
  status: z.enum(DEVICE_STATUSES),
  online_at: z.string().nullable(),
  offline_at: z.string().nullable(),
  created_at: z.string(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  gateway_id: z.string().nullable(),
  sub_device_count: z.number().int(),
  station_id: z.string().nullable(),
  firmware_version: z.string(),
  hardware_version: z.string(),
  serial_number: z.string(),
  ems_type: z.string(),
  signal_strength: z.number().nullable(),
  sim_data_used: z.number().nullable(),
  sd_status: z.string().nullable(),
  control_mode: z.enum(CONTROL_MODES),
  tz_offset_minutes: z.number().int(),
});
export type Device = z.infer<typeof deviceSchema>;

export const deviceCreatedSchema = deviceSchema.extend({
  /** Shown once: the chosen or generated key. */
  key: z.string(),
});
export const deviceListSchema = pagedSchema(deviceSchema);
export type DeviceList = z.infer<typeof deviceListSchema>;

/** Most log entries the device log shows (B §2 logs tab: the last 1000). */
export const DEVICE_LOG_LIMIT = 1000;

/** One entry of a device's log: events and logs it sent, status changes, rejected data. */
export const deviceLogEntrySchema = z.object({
  id: z.number().int(),
  ts: z.string(),
  kind: z.string(),
  level: z.string().nullable(),
  code: z.string().nullable(),
  message: z.string().nullable(),
  data: z.unknown(),
});
export type DeviceLogEntry = z.infer<typeof deviceLogEntrySchema>;

export const deviceLogsSchema = z.object({
  /** Newest first, at most DEVICE_LOG_LIMIT. */
  list: z.array(deviceLogEntrySchema),
  /** Rejected values and messages counted per reason since the device exists. */
  rejected: z.array(z.object({ reason: z.string(), count: z.number().int(), last_at: z.string() })),
});
export type DeviceLogs = z.infer<typeof deviceLogsSchema>;

/**
 * `GET /devices/:id/latest`: the newest value of every point the device has sent (values of
 * different samples merged; ingest writes them about once a second).
 */
export const deviceLatestSchema = z.object({
  device_id: z.string(),
  /** Epoch milliseconds of the newest sample merged in; null before the device's first sample. */
  ts: z.number().int().nullable(),
  values: z.record(z.string(), z.unknown()),
});
export type DeviceLatest = z.infer<typeof deviceLatestSchema>;

/** Largest configuration one push carries, as JSON (bytes). */
export const DEVICE_CONFIG_MAX_BYTES = 16 * 1024;

/** Advanced configuration pushed to a device (`config/push`, docs/device-protocol.md); the device acknowledges on `config/ack`. */
export const deviceConfigPushSchema = z.strictObject({
  config: z
    .record(z.string().min(1).max(64), z.unknown(), { error: INVALID_CODE })
    .refine((config) => Object.keys(config).length > 0, { error: INVALID_CODE })
    .refine((config) => JSON.stringify(config).length <= DEVICE_CONFIG_MAX_BYTES, { error: TOO_LONG_CODE }),
});
export type DeviceConfigPushInput = z.infer<typeof deviceConfigPushSchema>;
export const deviceConfigPushedSchema = z.object({ request_id: z.string() });
