import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeviceStatus, TelemetryPointDefinition } from '@ies/contracts';

/**
 * Device types as ingest needs them: the data points a device of the type may report.
 * The thing-model issue extends this table (commands, events, topics, templates).
 */
export const deviceTypes = pgTable(
  'device_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for the platform's standard types. */
    tenantId: uuid('tenant_id'),
    name: text('name').notNull(),
    points: jsonb('points').$type<TelemetryPointDefinition[]>().notNull().default([]),
    /** Seconds a command may wait for its reply; 0 means no limit. */
    timeoutSeconds: integer('timeout_seconds').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_types_tenant_idx').on(t.tenantId, t.name)],
);

export const devices = pgTable(
  'devices',
  {
    id: text('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    name: text('name').notNull(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => deviceTypes.id),
    /** Mosquitto `$7` PBKDF2-SHA512 hash of the device key (see docs/device-protocol.md). */
    keyHash: text('key_hash').notNull(),
    gatewayId: text('gateway_id').references((): AnyPgColumn => devices.id),
    status: text('status').$type<DeviceStatus>().notNull().default('unset'),
    /** Offset of the station's time zone, for day rollups; whole hours. */
    tzOffsetMinutes: integer('tz_offset_minutes').notNull().default(0),
    onlineAt: timestamp('online_at', { withTimezone: true }),
    offlineAt: timestamp('offline_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('devices_id_format', sql`${t.id} ~ '^[A-Za-z0-9_-]{2,32}$'`),
    check(
      'devices_tz_offset',
      sql`${t.tzOffsetMinutes} between -720 and 720 and ${t.tzOffsetMinutes} % 60 = 0`,
    ),
    index('devices_tenant_idx').on(t.tenantId),
    index('devices_gateway_idx').on(t.gatewayId),
  ],
);

/** The newest value of every point of a device, for fast reads from any process. */
export const deviceLatest = pgTable('device_latest', {
  deviceId: text('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  /** Time of the newest sample merged in. */
  ts: timestamp('ts', { withTimezone: true }).notNull(),
  values: jsonb('values').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.reason] })],
);

export const DEVICE_LOG_KINDS = [
  'ingest_error',
  'event',
  'log',
  'status',
  'cmd/resp',
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
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    kind: text('kind').$type<DeviceLogKind>().notNull(),
    level: text('level'),
    code: text('code'),
    message: text('message'),
    data: jsonb('data'),
  },
  (t) => [index('device_logs_device_idx').on(t.deviceId, t.id)],
);
