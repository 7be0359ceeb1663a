import type {
  Currency,
  RecalculationKind,
  RecalculationStatus,
  StationArchitecture,
  StationLogAction,
  StationSharePermission,
  StationType,
} from '@ies/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { devices } from './devices';
import { users } from './users';

/** Stations ("groups" in the spec's call paths), docs/spec/B-operations.md §3. */
export const stations = pgTable(
  'stations',
  {
    id: columns.id(),
    tenantId: columns.tenantId(),
    name: text('name').notNull(),
    type: text('type').$type<StationType>().notNull(),
    architecture: text('architecture').$type<StationArchitecture>().notNull().default('single'),
    address: text('address').notNull(),
    contact: text('contact').notNull(),
    contactPhone: text('contact_phone').notNull().default(''),
    ownerName: text('owner_name').notNull().default(''),
    installedCapacityKwh: doublePrecision('installed_capacity_kwh').notNull(),
    installedPowerKw: doublePrecision('installed_power_kw').notNull(),
    pricePerKwh: doublePrecision('price_per_kwh').notNull(),
    kwhIncome: doublePrecision('kwh_income'),
    currency: text('currency').$type<Currency>().notNull(),
    subsidyIncome: doublePrecision('subsidy_income'),
    totalCost: doublePrecision('total_cost'),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    tilt: doublePrecision('tilt'),
    gridConnectedAt: columns.at('grid_connected_at'),
    tzOffsetHours: integer('tz_offset_hours').notNull().default(8),
    /** IANA zone for reports' buckets (DST included); null: tz_offset_hours all year. */
    timeZone: text('time_zone'),
    /** kg CO₂ per kWh the station's PV avoids; null: the country default (energy reports). */
    emissionFactorKgPerKwh: doublePrecision('emission_factor_kg_per_kwh'),
    pictureIds: jsonb('picture_ids').$type<string[]>().notNull().default([]),
    comments: text('comments').notNull().default(''),
    debug: boolean('debug').notNull().default(false),
    /** Set on a slave: its master's figures include it. */
    masterStationId: uuid('master_station_id').references((): AnyPgColumn => stations.id, {
      onDelete: 'set null',
    }),
    videoStreams: jsonb('video_streams').$type<Array<{ name: string; url: string }>>().notNull().default([]),
    bmsAssociations: jsonb('bms_associations')
      .$type<Array<{ bms_device_id: string; pcs_device_id: string }>>()
      .notNull()
      .default([]),
    /** A sub-user who created a station keeps owner rights on it without a station authority. */
    createdBy: uuid('created_by'),
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
  },
  (t) => [
    unique('stations_tenant_name_uq').on(t.tenantId, t.name),
    index('stations_master_idx').on(t.masterStationId),
    check('stations_tz_offset', sql`${t.tzOffsetHours} between -12 and 12`),
  ],
);
export type StationRow = typeof stations.$inferSelect;

export const stationSubsystems = pgTable(
  'station_subsystems',
  {
    id: columns.id(),
    tenantId: columns.tenantId(),
    stationId: columns.belongsTo('station_id', () => stations.id),
    name: text('name').notNull(),
    createdAt: columns.createdAt(),
  },
  (t) => [unique('station_subsystems_name_uq').on(t.stationId, t.name)],
);
export type StationSubsystemRow = typeof stationSubsystems.$inferSelect;

/** A device bound to a station (one station at most: the device id is the key), with its bind info. */
export const stationDevices = pgTable(
  'station_devices',
  {
    deviceId: text('device_id')
      .primaryKey()
      .references(() => devices.id, { onDelete: 'cascade' }),
    tenantId: columns.tenantId(),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id),
    subsystemId: uuid('subsystem_id').references(() => stationSubsystems.id, { onDelete: 'set null' }),
    deviceType: text('device_type').notNull().default(''),
    equippedCapacitor: doublePrecision('equipped_capacitor'),
    equippedPower: doublePrecision('equipped_power'),
    infoModelId: text('info_model_id').notNull().default(''),
    thirdThingsId: text('third_things_id').notNull().default(''),
    extraInfo: jsonb('extra_info').$type<Record<string, string>>().notNull().default({}),
    boundAt: columns.at('bound_at').notNull().defaultNow(),
  },
  (t) => [index('station_devices_station_idx').on(t.stationId)],
);
export type StationDeviceRow = typeof stationDevices.$inferSelect;

export const stationShares = pgTable(
  'station_shares',
  {
    stationId: columns.belongsTo('station_id', () => stations.id),
    tenantId: columns.tenantId(),
    // A deleted user's shares go with it.
    userId: columns.belongsTo('user_id', () => users.id),
    permission: text('permission').$type<StationSharePermission>().notNull(),
    sharedBy: uuid('shared_by'),
    createdAt: columns.createdAt(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.userId] }), index('station_shares_user_idx').on(t.userId)],
);
export type StationShareRow = typeof stationShares.$inferSelect;

/** A user's favourite stations (listed first). */
export const stationCollections = pgTable(
  'station_collections',
  {
    stationId: columns.belongsTo('station_id', () => stations.id),
    tenantId: columns.tenantId(),
    userId: columns.belongsTo('user_id', () => users.id),
    createdAt: columns.createdAt(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.userId] })],
);

/** Every change to a station, its bindings and sharing; kept after the station is deleted. */
export const stationLogs = pgTable(
  'station_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: columns.tenantId(),
    stationId: uuid('station_id').notNull(),
    userId: uuid('user_id'),
    userName: text('user_name').notNull().default(''),
    action: text('action').$type<StationLogAction>().notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: columns.createdAt(),
  },
  (t) => [index('station_logs_station_idx').on(t.stationId, t.id)],
);
export type StationLogRow = typeof stationLogs.$inferSelect;

export const stationRecalculations = pgTable(
  'station_recalculations',
  {
    id: columns.id(),
    tenantId: columns.tenantId(),
    stationId: columns.belongsTo('station_id', () => stations.id),
    thingsId: text('things_id'),
    kind: text('kind').$type<RecalculationKind>().notNull().default('rollups'),
    beginTime: columns.at('begin_time').notNull(),
    endTime: columns.at('end_time').notNull(),
    status: text('status').$type<RecalculationStatus>().notNull().default('queued'),
    progress: doublePrecision('progress').notNull().default(0),
    error: text('error'),
    createdBy: uuid('created_by'),
    createdAt: columns.createdAt(),
    finishedAt: columns.at('finished_at'),
    /** Written with every progress step: a task whose process died stops moving it. */
    updatedAt: columns.updatedAt(),
  },
  (t) => [index('station_recalculations_station_idx').on(t.stationId, t.createdAt)],
);
export type StationRecalculationRow = typeof stationRecalculations.$inferSelect;
