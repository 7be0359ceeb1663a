import { z } from 'zod';
import { optionalContactPhone } from '../common/account';
import { STATION_PICTURES_MAX } from '../common/limits';
import { DEVICE_STATUSES } from '../device/enums';
import {
  CURRENCIES,
  STATION_ARCHITECTURES,
  STATION_RUNNING_STATES,
  STATION_SHARE_PERMISSIONS,
  STATION_TYPES,
} from './enums';
import { pagedSchema, pageQuerySchema } from '../common/paging';
import { stationName } from '../common/names';
import { finiteNumber, nonNegativeDecimal, numberInRange, timeZoneOffsetHours } from '../common/numbers';
import { dateTime } from '../common/time';
import {
  INVALID_CODE,
  INVALID_OPTION_CODE,
  multiLineText,
  REQUIRED_CODE,
  safeText,
  SINGLE_LINE_SAFE_PATTERN,
  TOO_LONG_CODE,
  UNSAFE_TEXT_CODE,
} from '../common/text';

// Station calls (docs/api/stations.md; docs/spec/B-operations.md §3, §5, §6, §7, §8). A station is a "group" and a
// device a "thing" in the spec's call paths.

const uuid = z.uuid({ error: INVALID_CODE });
export const optionalText = (max: number) =>
  z
    .string({ error: INVALID_CODE })
    .max(max, { error: TOO_LONG_CODE })
    .regex(SINGLE_LINE_SAFE_PATTERN, { error: UNSAFE_TEXT_CODE });
const requiredEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? REQUIRED_CODE : INVALID_OPTION_CODE,
  });
/** Whether `name` is an IANA zone this runtime knows (the server's local calendar asks the same). */
export function isIanaTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
/** The IANA zone names offered in the station form (those the runtime lists). */
export function ianaTimeZoneNames(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? ['UTC'];
}
const ianaTimeZone = z
  .string({ error: INVALID_CODE })
  .max(64, { error: TOO_LONG_CODE })
  .refine((name) => /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name) && isIanaTimeZone(name), {
    error: 'iot-station.10015',
  });
/** Money and energy figures: zero or positive, at most 4 decimals. */
const amount = nonNegativeDecimal(4);

export const STATION_TEXT_MAX = 128;
export const STATION_COMMENTS_MAX = 1024;
export const STATION_VIDEO_STREAMS_MAX = 16;
/** Longest range one recalculation covers (days). */
export const RECALCULATION_MAX_DAYS = 31;

/**
 * The station form. Required per docs/spec/B-operations.md §5: name, address, contact, installed capacity and
 * power, the income per kWh (`price_per_kwh`, which today's income uses) and the monetary unit;
 * the create time is set by the server. Time zone: a whole-hour UTC offset −12…+12 (not an IANA
 * zone: the spec names offsets, and day boundaries follow it).
 */
export const stationFormFields = {
  name: stationName,
  type: requiredEnum(STATION_TYPES),
  architecture: requiredEnum(STATION_ARCHITECTURES).default('single'),
  address: safeText({ min: 1, max: STATION_TEXT_MAX }),
  contact: safeText({ min: 1, max: STATION_TEXT_MAX }),
  /** Contact phone (optional): a mobile number or a landline. */
  contact_phone: optionalContactPhone.default(''),
  owner_name: optionalText(STATION_TEXT_MAX).default(''),
  installed_capacity_kwh: amount,
  installed_power_kw: amount,
  price_per_kwh: amount,
  /** The kilowatt-hour income figure of docs/spec/B-operations.md §3, shown as entered (optional). */
  kwh_income: amount.nullable().default(null),
  currency: requiredEnum(CURRENCIES),
  subsidy_income: amount.nullable().default(null),
  total_cost: amount.nullable().default(null),
  longitude: numberInRange({ min: -180, max: 180 }).nullable().default(null),
  latitude: numberInRange({ min: -90, max: 90 }).nullable().default(null),
  /** Panel tilt (dip) angle in degrees. */
  tilt: numberInRange({ min: 0, max: 90 }).nullable().default(null),
  grid_connected_at: dateTime.nullable().default(null),
  tz_offset_hours: timeZoneOffsetHours.default(8),
  /** IANA zone (reports cut their buckets in it, DST included); null: the fixed offset applies. */
  time_zone: ianaTimeZone.nullable().default(null),
  /** kg CO₂ per kWh of grid power the station's PV avoids; null: the country default (docs/energy-reports.md). */
  emission_factor_kg_per_kwh: numberInRange({ min: 0, max: 2 }).nullable().default(null),
  /** Ids of image uploads of the caller's tenant (POST /api/uploads?purpose=station-picture). */
  picture_ids: z
    .array(z.guid({ error: INVALID_CODE }), { error: INVALID_CODE })
    .max(STATION_PICTURES_MAX, { error: 'iot-station.10005' })
    .default([]),
  comments: multiLineText(STATION_COMMENTS_MAX).default(''),
  debug: z.boolean({ error: INVALID_CODE }).default(false),
};

export const stationCreateSchema = z.strictObject(stationFormFields);
export type StationCreateInput = z.input<typeof stationCreateSchema>;
export type StationCreate = z.infer<typeof stationCreateSchema>;

/** Edit: the same fields, all optional (defaults are not applied, absent fields stay). */
export const stationUpdateSchema = z
  .strictObject({
    name: stationFormFields.name,
    type: z.enum(STATION_TYPES, { error: INVALID_OPTION_CODE }),
    architecture: z.enum(STATION_ARCHITECTURES, { error: INVALID_OPTION_CODE }),
    address: stationFormFields.address,
    contact: stationFormFields.contact,
    contact_phone: optionalContactPhone,
    owner_name: optionalText(STATION_TEXT_MAX),
    installed_capacity_kwh: amount,
    installed_power_kw: amount,
    price_per_kwh: amount,
    kwh_income: amount.nullable(),
    currency: z.enum(CURRENCIES, { error: INVALID_OPTION_CODE }),
    subsidy_income: amount.nullable(),
    total_cost: amount.nullable(),
    longitude: numberInRange({ min: -180, max: 180 }).nullable(),
    latitude: numberInRange({ min: -90, max: 90 }).nullable(),
    tilt: numberInRange({ min: 0, max: 90 }).nullable(),
    grid_connected_at: dateTime.nullable(),
    tz_offset_hours: timeZoneOffsetHours,
    time_zone: ianaTimeZone.nullable(),
    emission_factor_kg_per_kwh: numberInRange({ min: 0, max: 2 }).nullable(),
    picture_ids: z
      .array(z.guid({ error: INVALID_CODE }), { error: INVALID_CODE })
      .max(STATION_PICTURES_MAX, { error: 'iot-station.10005' }),
    comments: multiLineText(STATION_COMMENTS_MAX),
    debug: z.boolean({ error: INVALID_CODE }),
  })
  .partial();
export type StationUpdateInput = z.infer<typeof stationUpdateSchema>;

export const STATION_ONLINE_STATUSES = ['online', 'offline'] as const;
export type StationOnlineStatus = (typeof STATION_ONLINE_STATUSES)[number];
/** Overall status: normal, some device faulty or alarming, or no device online / none bound. */
export const STATION_STATUSES = ['normal', 'fault', 'offline'] as const;
export type StationStatus = (typeof STATION_STATUSES)[number];
/** What the caller may do with a station: own authority (tenant/authority), or a share. */
export const STATION_ACCESS_LEVELS = ['owner', ...STATION_SHARE_PERMISSIONS] as const;
export type StationAccessLevel = (typeof STATION_ACCESS_LEVELS)[number];

export const stationPictureSchema = z.object({ id: z.string(), url: z.string() });

export const stationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(STATION_TYPES),
  architecture: z.enum(STATION_ARCHITECTURES),
  address: z.string(),
  contact: z.string(),
  contact_phone: z.string(),
  owner_name: z.string(),
  installed_capacity_kwh: z.number(),
  installed_power_kw: z.number(),
  price_per_kwh: z.number(),
  kwh_income: z.number().nullable(),
  currency: z.enum(CURRENCIES),
  subsidy_income: z.number().nullable(),
  total_cost: z.number().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  tilt: z.number().nullable(),
  grid_connected_at: z.string().nullable(),
  tz_offset_hours: z.number().int(),
  time_zone: z.string().nullable(),
  emission_factor_kg_per_kwh: z.number().nullable(),
  pictures: z.array(stationPictureSchema),
  comments: z.string(),
  debug: z.boolean(),
  status: z.enum(STATION_STATUSES),
  online_status: z.enum(STATION_ONLINE_STATUSES),
  /** Derived from the bound devices; null while none is bound or none reports. */
  running_status: z.enum(STATION_RUNNING_STATES).nullable(),
  device_count: z.number().int(),
  subsystem_count: z.number().int(),
  collected: z.boolean(),
  /** The master of this station when it is a slave, else null. */
  master_station_id: z.string().nullable(),
  access: z.enum(STATION_ACCESS_LEVELS),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Station = z.infer<typeof stationSchema>;

export const STATION_SORT_KEYS = [
  'created_at',
  'name',
  'installed_capacity_kwh',
  'installed_power_kw',
] as const;
export type StationSortKey = (typeof STATION_SORT_KEYS)[number];
export const SORT_TYPES = ['asc', 'desc'] as const;
export type SortType = (typeof SORT_TYPES)[number];

/** Favourites come first, then `sort`/`sort_type` (default newest first). */
export const stationListQuerySchema = pageQuerySchema.extend({
  name: optionalText(64).optional(),
  type: z.enum(STATION_TYPES, { error: INVALID_OPTION_CODE }).optional(),
  running_status: z.enum(STATION_RUNNING_STATES, { error: INVALID_OPTION_CODE }).optional(),
  online_status: z.enum(STATION_ONLINE_STATUSES, { error: INVALID_OPTION_CODE }).optional(),
  collected: z
    .enum(['true', 'false'], { error: INVALID_OPTION_CODE })
    .transform((value) => value === 'true')
    .optional(),
  sort: z.enum(STATION_SORT_KEYS, { error: INVALID_OPTION_CODE }).default('created_at'),
  sort_type: z.enum(SORT_TYPES, { error: INVALID_OPTION_CODE }).default('desc'),
});
export type StationListQuery = z.infer<typeof stationListQuerySchema>;
export const stationListSchema = pagedSchema(stationSchema);
export type StationList = z.infer<typeof stationListSchema>;

export const stationIdParamsSchema = z.object({ id: uuid });

// ---------------------------------------------------------------------------------------------
// Operation log

export const STATION_LOG_ACTIONS = [
  'create',
  'update',
  'delete',
  'bind',
  'unbind',
  'ext_info',
  'share',
  'unshare',
  'subsystem_create',
  'subsystem_update',
  'subsystem_delete',
  'subsystem_bind',
  'master_slave',
  'bms_association',
  'video',
  'recalculate',
] as const;
export type StationLogAction = (typeof STATION_LOG_ACTIONS)[number];

export const stationLogEntrySchema = z.object({
  id: z.string(),
  station_id: z.string(),
  user_id: z.string().nullable(),
  user_name: z.string(),
  action: z.enum(STATION_LOG_ACTIONS),
  /** What changed, e.g. the changed field names or device ids (no secrets). */
  detail: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type StationLogEntry = z.infer<typeof stationLogEntrySchema>;
export const stationLogQuerySchema = pageQuerySchema.extend({
  action: z.enum(STATION_LOG_ACTIONS, { error: INVALID_OPTION_CODE }).optional(),
});
export type StationLogQuery = z.infer<typeof stationLogQuerySchema>;
export const stationLogListSchema = pagedSchema(stationLogEntrySchema);

// ---------------------------------------------------------------------------------------------
// Device binding (`group` = station, `things` = devices)

export const thingId = z
  .string({ error: INVALID_CODE })
  .min(1, { error: REQUIRED_CODE })
  .max(64, { error: TOO_LONG_CODE });
export const EXTRA_INFO_KEYS_MAX = 32;
const extraInfo = z
  .record(z.string().min(1).max(64), z.string().max(256, { error: TOO_LONG_CODE }), { error: INVALID_CODE })
  .refine((value) => Object.keys(value).length <= EXTRA_INFO_KEYS_MAX, { error: TOO_LONG_CODE });
export const BIND_THINGS_MAX = 100;

/** Both bind-with-info calls (out-wrapper and out-group-mgmt) take this body. */
export const bindWithInfoSchema = z.strictObject({
  things_ids: z
    .array(thingId, { error: INVALID_CODE })
    .min(1, { error: 'iot-validation.10018' })
    .max(BIND_THINGS_MAX, { error: TOO_LONG_CODE }),
  /** Device ids in a third-party system, parallel to things_ids (stored as extra info). */
  third_things_ids: z.array(optionalText(64), { error: INVALID_CODE }).optional(),
  device_type: optionalText(64).optional(),
  equipped_capacitor: finiteNumber().min(0, { error: '10003' }).optional(),
  equipped_power: finiteNumber().min(0, { error: '10003' }).optional(),
  name: optionalText(64).optional(),
  info_model_id: optionalText(64).optional(),
  extra_info: extraInfo.optional(),
});
export type BindWithInfoInput = z.infer<typeof bindWithInfoSchema>;

export const unbindThingsSchema = z.strictObject({
  things_ids: z
    .array(thingId, { error: INVALID_CODE })
    .min(1, { error: 'iot-validation.10018' })
    .max(BIND_THINGS_MAX, { error: TOO_LONG_CODE }),
});
export type UnbindThingsInput = z.infer<typeof unbindThingsSchema>;

export const extInfoSchema = z.strictObject({ extra_info: extraInfo });
export type ExtInfoInput = z.infer<typeof extInfoSchema>;

// Answers the OpenAPI document shows for the calls that declare no reply schema (`media`).
/** Bind and unbind: the devices the call bound or released. */
export const thingsIdsResultSchema = z.object({ things_ids: z.array(z.string()) });
/** A bound device's new bind info. */
export const extInfoResultSchema = z.object({ things_id: z.string(), extra_info: extraInfo });
/** Batch sharing: how many shares were written. */
export const stationBatchAuthorizeResultSchema = z.object({ count: z.number().int() });

export const THINGS_SORT_KEYS = ['bound_at', 'id', 'name', 'status'] as const;
export const thingsFilterSchema = z.object({
  extra_info_key: z.string().max(64, { error: TOO_LONG_CODE }).optional(),
  extra_info_value: z.string().max(256, { error: TOO_LONG_CODE }).optional(),
  sort_key: z.enum(THINGS_SORT_KEYS, { error: INVALID_OPTION_CODE }).default('bound_at'),
  sort_type: z.enum(SORT_TYPES, { error: INVALID_OPTION_CODE }).default('asc'),
});
export const thingsQuerySchema = pageQuerySchema.extend(thingsFilterSchema.shape);
export type ThingsQuery = z.infer<typeof thingsQuerySchema>;
export type ThingsFilter = z.infer<typeof thingsFilterSchema>;

export const stationThingSchema = z.object({
  id: z.string(),
  name: z.string(),
  type_id: z.string(),
  type_name: z.string(),
  status: z.enum(DEVICE_STATUSES),
  subsystem_id: z.string().nullable(),
  device_type: z.string(),
  equipped_capacitor: z.number().nullable(),
  equipped_power: z.number().nullable(),
  info_model_id: z.string(),
  third_things_id: z.string(),
  extra_info: z.record(z.string(), z.string()),
  bound_at: z.string(),
});
export type StationThing = z.infer<typeof stationThingSchema>;
export const stationThingListSchema = pagedSchema(stationThingSchema);
export const stationThingsWithoutPageSchema = z.object({ list: z.array(stationThingSchema) });

/** Path ids of the spec's group calls; tenant and user must be the caller's own (else 404). */
export const groupTenantParamsSchema = z.object({ tenant_id: z.string(), group_id: uuid });
export const groupUserParamsSchema = groupTenantParamsSchema.extend({ user_id: z.string() });
export const groupThingParamsSchema = groupUserParamsSchema.extend({ things_id: thingId });

// ---------------------------------------------------------------------------------------------
// Sub-systems, master-slave, BMS association, video

export const subsystemName = safeText({ min: 1, max: 64 }, 'iot-station.10006');
export const subsystemInputSchema = z.strictObject({ name: subsystemName });
export type SubsystemInput = z.infer<typeof subsystemInputSchema>;
export const subsystemDevicesSchema = z.strictObject({
  things_ids: z.array(thingId, { error: INVALID_CODE }).max(BIND_THINGS_MAX, { error: TOO_LONG_CODE }),
});
export type SubsystemDevicesInput = z.infer<typeof subsystemDevicesSchema>;
export const subsystemSchema = z.object({
  id: z.string(),
  station_id: z.string(),
  name: z.string(),
  device_ids: z.array(z.string()),
  created_at: z.string(),
});
export type Subsystem = z.infer<typeof subsystemSchema>;
export const subsystemListSchema = z.object({ list: z.array(subsystemSchema) });
export const subsystemParamsSchema = z.object({ id: uuid, subsystem_id: uuid });

/** A master-slave station's slaves (its figures aggregate theirs). */
export const masterSlaveSchema = z.strictObject({
  slave_station_ids: z.array(uuid, { error: INVALID_CODE }).max(100, { error: TOO_LONG_CODE }),
});
export type MasterSlaveInput = z.infer<typeof masterSlaveSchema>;
export const masterSlaveSettingsSchema = z.object({
  architecture: z.enum(STATION_ARCHITECTURES),
  master_station_id: z.string().nullable(),
  slaves: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type MasterSlaveSettings = z.infer<typeof masterSlaveSettingsSchema>;

/** Which BMS device belongs to which PCS device, both bound to the station. */
export const bmsAssociationSchema = z.strictObject({
  associations: z
    .array(z.strictObject({ bms_device_id: thingId, pcs_device_id: thingId }), { error: INVALID_CODE })
    .max(BIND_THINGS_MAX, { error: TOO_LONG_CODE }),
});
export type BmsAssociationInput = z.infer<typeof bmsAssociationSchema>;

export const VIDEO_URL_PATTERN = /^(?:https?|rtsp|rtmp):\/\/[^\s<>"'`\\]+$/i;
export const videoSettingsSchema = z.strictObject({
  streams: z
    .array(
      z.strictObject({
        name: safeText({ min: 1, max: 64 }),
        url: z
          .string({ error: REQUIRED_CODE })
          .min(1, { error: REQUIRED_CODE })
          .max(1024, { error: TOO_LONG_CODE })
          .regex(VIDEO_URL_PATTERN, { error: 'iot-station.10009' }),
      }),
      { error: INVALID_CODE },
    )
    .max(STATION_VIDEO_STREAMS_MAX, { error: TOO_LONG_CODE }),
});
export type VideoSettings = z.infer<typeof videoSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// Sharing and batch authorisation

export const stationShareInputSchema = z.strictObject({
  user_id: uuid,
  permission: requiredEnum(STATION_SHARE_PERMISSIONS),
});
export type StationShareInput = z.infer<typeof stationShareInputSchema>;
export const stationShareSchema = z.object({
  user_id: z.string(),
  user_name: z.string(),
  permission: z.enum(STATION_SHARE_PERMISSIONS),
  shared_by: z.string().nullable(),
  created_at: z.string(),
});
export type StationShare = z.infer<typeof stationShareSchema>;
export const stationShareListSchema = z.object({ list: z.array(stationShareSchema) });
export const stationShareParamsSchema = z.object({ id: uuid, user_id: uuid });

/** Share many stations with many users at one permission. */
export const stationBatchAuthorizeSchema = z.strictObject({
  station_ids: z.array(uuid, { error: INVALID_CODE }).min(1, { error: 'iot-validation.10018' }).max(100),
  user_ids: z.array(uuid, { error: INVALID_CODE }).min(1, { error: 'iot-validation.10018' }).max(100),
  permission: requiredEnum(STATION_SHARE_PERMISSIONS),
});
export type StationBatchAuthorizeInput = z.infer<typeof stationBatchAuthorizeSchema>;
