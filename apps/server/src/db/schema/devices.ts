import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { columns } from './columns';
import type {
  ControlMode,
  DeviceStatus,
  DeviceTemplateType,
  InitParam,
  LogAttribute,
  StatusTemplate,
  TelemetryPointDefinition,
  ThingEvent,
  ThingOperation,
  ThingProperty,
} from '@ies/contracts';

/**
 * Device types and their thing model (data points, commands, events). Ingest validates values
 * against `points`; the list-valued parts are kept as JSON and validated by the contracts schema.
 */
export const deviceTypes = pgTable(
  'device_types',
  {
    id: columns.id(),
    /** Null for the platform's standard types. */
    tenantId: uuid('tenant_id'),
    name: text('name').notNull(),
    nickname: text('nickname').notNull().default(''),
    remark: text('remark').notNull().default(''),
    templateType: text('template_type').$type<DeviceTemplateType>().notNull().default('direct'),
    /** Seeding helpers of ingest tests store bare points without texts; the API always writes zh. */
    points: jsonb('points').$type<StoredPoint[]>().notNull().default([]),
    operations: jsonb('operations').$type<ThingOperation[]>().notNull().default([]),
    events: jsonb('events').$type<ThingEvent[]>().notNull().default([]),
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    initParams: jsonb('init_params').$type<InitParam[]>().notNull().default([]),
    statusTemplates: jsonb('status_templates').$type<StatusTemplate[]>().notNull().default([]),
    logAttributes: jsonb('log_attributes').$type<LogAttribute[]>().notNull().default([]),
    /** Seconds a command may wait for its reply; 0 means no limit. */
    timeoutSeconds: integer('timeout_seconds').notNull().default(0),
    offlineCommand: boolean('offline_command').notNull().default(false),
    joinIntervalSeconds: integer('join_interval_seconds').notNull().default(60),
    confirmIntervalSeconds: integer('confirm_interval_seconds').notNull().default(30),
    differentialUpgrade: boolean('differential_upgrade').notNull().default(false),
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
  },
  (t) => [
    index('device_types_tenant_idx').on(t.tenantId, t.name),
    // Standard types (tenant null) are unique by name too, so seeding is idempotent.
    unique('device_types_tenant_name_uq').on(t.tenantId, t.name).nullsNotDistinct(),
  ],
);

export type StoredPoint = TelemetryPointDefinition & { zh?: string; en?: string };

export type DeviceTypeRow = typeof deviceTypes.$inferSelect;

export const devices = pgTable(
  'devices',
  {
    id: text('id').primaryKey(),
    tenantId: columns.tenantId(),
    name: text('name').notNull(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => deviceTypes.id),
    /** Mosquitto `$7` PBKDF2-SHA512 hash of the device key (see docs/device-protocol.md). */
    keyHash: text('key_hash').notNull(),
    gatewayId: text('gateway_id').references((): AnyPgColumn => devices.id),
    description: text('description').notNull().default(''),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    /** The station the device is bound to (stations issue); a bound device cannot be deleted. */
    stationId: uuid('station_id'),
    firmwareVersion: text('firmware_version').notNull().default(''),
    hardwareVersion: text('hardware_version').notNull().default(''),
    serialNumber: text('serial_number').notNull().default(''),
    emsType: text('ems_type').notNull().default(''),
    controlMode: text('control_mode').$type<ControlMode>().notNull().default('cloud'),
    /** Reported by the device: dBm, MB used, SD card state. */
    signalStrength: integer('signal_strength'),
    simDataUsed: doublePrecision('sim_data_used'),
    sdStatus: text('sd_status'),
    status: text('status').$type<DeviceStatus>().notNull().default('unset'),
    /** Offset of the station's time zone, for day rollups; whole hours. */
    tzOffsetMinutes: integer('tz_offset_minutes').notNull().default(0),
    onlineAt: columns.at('online_at'),
    offlineAt: columns.at('offline_at'),
    lastSeenAt: columns.at('last_seen_at'),
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
  },
  (t) => [
    check('devices_id_format', sql`${t.id} ~ '^[A-Za-z0-9_-]{2,32}$'`),
    check(
      'devices_tz_offset',
      sql`${t.tzOffsetMinutes} between -720 and 720 and ${t.tzOffsetMinutes} % 60 = 0`,
    ),
    index('devices_tenant_idx').on(t.tenantId),
    // The device list's default page (newest first, then id) is an index walk (bench/api/plans.ts).
    index('devices_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsLast(), t.id),
    index('devices_gateway_idx').on(t.gatewayId),
    index('devices_type_idx').on(t.typeId),
  ],
);

export type DeviceRow = typeof devices.$inferSelect;

/**
 * Info models (docs/spec/A-access-and-shell.md §3): named collections of function blocks. `Industry_ES` is seeded from the
 * standard device types, one function block per type; tenant null means the platform's own.
 */
export const infoModels = pgTable(
  'info_models',
  {
    id: columns.id(),
    tenantId: uuid('tenant_id'),
    name: text('name').notNull(),
    toPublic: boolean('to_public').notNull().default(false),
    functionBlocks: jsonb('function_blocks').$type<InfoModelFunctionBlock[]>().notNull().default([]),
    updatedAt: columns.updatedAt(),
  },
  (t) => [unique('info_models_tenant_name_uq').on(t.tenantId, t.name).nullsNotDistinct()],
);

export interface InfoModelFunctionBlock {
  name: string;
  zh: string;
  en?: string;
  properties: ThingProperty[];
  operations: ThingOperation[];
  events: ThingEvent[];
}

/** The newest value of every point of a device, for fast reads from any process. */
export const deviceLatest = pgTable('device_latest', {
  deviceId: text('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  /** Time of the newest sample merged in. */
  ts: columns.at('ts').notNull(),
  values: jsonb('values').$type<Record<string, unknown>>().notNull(),
  updatedAt: columns.updatedAt(),
});

/** Rejected telemetry per device and reason (docs/device-protocol.md §3). */
export const deviceIngestErrors = pgTable(
  'device_ingest_errors',
  {
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
    lastAt: columns.at('last_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.reason] })],
);

export const DEVICE_LOG_KINDS = [
  'ingest_error',
  'event',
  'log',
  'status',
  'cmd/resp',
  'config/push',
  'config/ack',
  'ota/progress',
] as const;
export type DeviceLogKind = (typeof DEVICE_LOG_KINDS)[number];

/** A device's log: its events and logs, status changes and rejected data. */
export const deviceLogs = pgTable(
  'device_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    ts: columns.at('ts').notNull(),
    kind: text('kind').$type<DeviceLogKind>().notNull(),
    level: text('level'),
    code: text('code'),
    message: text('message'),
    data: jsonb('data'),
  },
  (t) => [index('device_logs_device_idx').on(t.deviceId, t.id)],
);
