import type {
  DeviceStatus,
  StationLogAction,
  StationOnlineStatus,
  StationRunningState,
  StationSharePermission,
  StationSortKey,
} from '@ies/contracts';
import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  countRows,
  countsIn,
  deleteWhere,
  firstRow,
  hasRow,
  insertRow,
  ownedRow,
  selectPage,
  selectRows,
} from '../../db/rows';
import {
  deviceLatest,
  devices,
  deviceTypes,
  type StationRow,
  stationCollections,
  stationDevices,
  stationLogs,
  stationShares,
  stationSubsystems,
  stations,
  users,
} from '../../db/schema';
import { type StationVisibility, visibleStationsCondition } from './station-authority';

export type NewStation = typeof stations.$inferInsert;
export type StationPatch = Partial<Omit<NewStation, 'id' | 'tenantId' | 'createdAt' | 'createdBy'>>;

export type { StationVisibility } from './station-authority';

/** A bound device with what figures and states are derived from. */
export interface BoundDeviceState {
  stationId: string;
  deviceId: string;
  name: string;
  status: DeviceStatus;
  typeName: string;
  /** The latest values (all points), or null when it never reported. */
  latest: Record<string, unknown> | null;
  latestTs: Date | null;
}

/**
 * The list's sort keys as the presented values compare: created_at at the millisecond of its ISO
 * text, names by code point (as JavaScript's `<` on strings of the basic plane).
 */
const SORT_COLUMNS: Record<StationSortKey, SQL> = {
  created_at: sql`date_trunc('milliseconds', ${stations.createdAt})`,
  name: sql`${stations.name} collate "C"`,
  installed_capacity_kwh: sql`${stations.installedCapacityKwh}`,
  installed_power_kw: sql`${stations.installedPowerKw}`,
};

/**
 * A station's running state from its bound devices, in SQL for the list's filter: the same rule as
 * `runningState` (station-figures.ts), which presents it; station-list-paging.test.ts checks that
 * both agree on every state. Null when no device is bound.
 */
const runningStateSql = sql`(select case
    when count(*) = 0 then null
    when not bool_or(x.online) then 'shutdown'
    when bool_or(x.online and (x.status in ('online_faulty', 'alarm')
      or x.st = '"fault"'::jsonb or x.ss = '"fault"'::jsonb)) then 'fault'
    when bool_or(x.online and x.status = 'debugging') then 'self_test'
    when bool_or(x.online and x.st = '"run"'::jsonb) then 'run'
    when bool_or(x.online and x.st = '"standby"'::jsonb) then 'standby'
    when bool_or(x.online and jsonb_typeof(x.st) = 'string')
      and bool_and(not x.online or coalesce(jsonb_typeof(x.st), '') <> 'string' or x.st = '"stop"'::jsonb)
      then 'shutdown'
    when bool_or(x.online and jsonb_typeof(x.gp) = 'number') then 'grid_connected'
    else 'run' end
  from (select d.status not in ('offline', 'unset') as online, d.status,
      l.values -> 'state' as st, l.values -> 'status' as ss, l.values -> 'grid_power' as gp
    from station_devices sd
    join devices d on d.id = sd.device_id
    left join device_latest l on l.device_id = d.id
    where sd.station_id = ${stations.id}) x)`;

function likePattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}

/** A page of stations with what the list shows beside each: the caller's favourites, sub-system counts. */
export interface StationPage {
  rows: StationRow[];
  total: number;
  collected: Set<string>;
  subsystems: Map<string, number>;
}

export class StationsRepository {
  constructor(readonly db: Db) {}

  // ---- stations ----

  async insert(values: NewStation): Promise<StationRow> {
    return insertRow(this.db, stations, values);
  }

  async update(tenantId: string, id: string, patch: StationPatch): Promise<void> {
    await this.db
      .update(stations)
      .set(patch)
      .where(ownedRow(stations, tenantId, id));
  }

  /** Deletes a station with no bound device and no sub-system (checked in the statement). */
  async deleteUnbound(tenantId: string, id: string): Promise<boolean> {
    const unbound = and(
      ownedRow(stations, tenantId, id),
      sql`not exists (select 1 from station_devices d where d.station_id = ${stations.id})`,
      sql`not exists (select 1 from station_subsystems s where s.station_id = ${stations.id})`,
    );
    return deleteWhere(this.db, stations, unbound);
  }

  async find(tenantId: string, id: string): Promise<StationRow | undefined> {
    return firstRow(this.db, stations, ownedRow(stations, tenantId, id));
  }

  async findMany(tenantId: string, ids: readonly string[]): Promise<StationRow[]> {
    if (ids.length === 0) return [];
    return selectRows(
      this.db,
      stations,
      and(eq(stations.tenantId, tenantId), inArray(stations.id, [...ids])),
    );
  }

  async nameTaken(tenantId: string, name: string, exceptId?: string): Promise<boolean> {
    return hasRow(
      this.db,
      stations,
      and(
        eq(stations.tenantId, tenantId),
        eq(stations.name, name),
        exceptId ? ne(stations.id, exceptId) : undefined,
      ),
    );
  }

  /** Visible stations matching name/type, unpaged (state filters and paging follow in the service). */
  async listVisible(v: StationVisibility, filters: { name?: string; type?: string }): Promise<StationRow[]> {
    const conditions: SQL[] = [visibleStationsCondition(v)];
    if (filters.name) conditions.push(ilike(stations.name, likePattern(filters.name)));
    if (filters.type) conditions.push(eq(stations.type, filters.type as StationRow['type']));
    return selectRows(this.db, stations, and(...conditions), [desc(stations.createdAt), asc(stations.id)]);
  }

  /**
   * One page of the visible stations matching the filters, in the list's order (favourites first,
   * then `sort`/`sortType`, then id), and how many match: filtered, sorted, counted and paged in
   * SQL, so a page reads only its own stations (the service then reads their devices). Plans:
   * stations.repository.plans.md.
   */
  async pageVisible(
    v: StationVisibility,
    q: {
      name?: string;
      type?: string;
      runningStatus?: StationRunningState;
      onlineStatus?: StationOnlineStatus;
      collected?: boolean;
      sort: StationSortKey;
      sortType: 'asc' | 'desc';
      offset: number;
      limit: number;
    },
  ): Promise<StationPage> {
    const collected = sql<boolean>`exists (select 1 from station_collections c
      where c.station_id = ${stations.id} and c.user_id = ${v.userId})`;
    const conditions: SQL[] = [visibleStationsCondition(v)];
    if (q.name) conditions.push(ilike(stations.name, likePattern(q.name)));
    if (q.type) conditions.push(eq(stations.type, q.type as StationRow['type']));
    if (q.collected !== undefined) conditions.push(q.collected ? collected : sql`not ${collected}`);
    if (q.onlineStatus) {
      const online = sql`exists (select 1 from station_devices sd join devices d on d.id = sd.device_id
        where sd.station_id = ${stations.id} and d.status not in ('offline', 'unset'))`;
      conditions.push(q.onlineStatus === 'online' ? online : sql`not ${online}`);
    }
    if (q.runningStatus) conditions.push(sql`${runningStateSql} = ${q.runningStatus}`);
    const key = SORT_COLUMNS[q.sort];
    // The page's favourite marks and sub-system counts come with it: one statement, not three.
    // Qualified by hand: in a select list drizzle names the column without its table.
    const stationId = sql.raw('"stations"."id"');
    const rows = await this.db
      .select({
        station: stations,
        total: sql<number>`count(*) over ()`.mapWith(Number),
        collected: sql<boolean>`exists (select 1 from station_collections c
          where c.station_id = ${stationId} and c.user_id = ${v.userId})`.mapWith(Boolean),
        subsystems: sql<number>`(select count(*) from station_subsystems ss
          where ss.station_id = ${stationId})`.mapWith(Number),
      })
      .from(stations)
      .where(and(...conditions))
      .orderBy(desc(collected), q.sortType === 'asc' ? asc(key) : desc(key), asc(stations.id))
      .offset(q.offset)
      .limit(q.limit);
    const page = (total: number): StationPage => ({
      rows: rows.map((r) => r.station),
      total,
      collected: new Set(rows.filter((r) => r.collected).map((r) => r.station.id)),
      subsystems: new Map(rows.map((r) => [r.station.id, r.subsystems])),
    });
    if (rows.length > 0) return page(rows[0]!.total);
    if (q.offset === 0) return page(0);
    return page(await countRows(this.db, stations, and(...conditions)));
  }

  async slavesOf(tenantId: string, masterId: string): Promise<StationRow[]> {
    return selectRows(
      this.db,
      stations,
      and(eq(stations.tenantId, tenantId), eq(stations.masterStationId, masterId)),
      [asc(stations.name)],
    );
  }

  async setSlaves(tenantId: string, masterId: string, slaveIds: readonly string[], at: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(stations)
        .set({ masterStationId: null, updatedAt: at })
        .where(and(eq(stations.tenantId, tenantId), eq(stations.masterStationId, masterId)));
      if (slaveIds.length > 0)
        await tx
          .update(stations)
          .set({ masterStationId: masterId, updatedAt: at })
          .where(and(eq(stations.tenantId, tenantId), inArray(stations.id, [...slaveIds])));
    });
  }

  // ---- collections ----

  async collectedIds(userId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ id: stationCollections.stationId })
      .from(stationCollections)
      .where(eq(stationCollections.userId, userId));
    return new Set(rows.map((r) => r.id));
  }

  async collect(tenantId: string, stationId: string, userId: string): Promise<void> {
    await this.db.insert(stationCollections).values({ tenantId, stationId, userId }).onConflictDoNothing();
  }

  async uncollect(stationId: string, userId: string): Promise<void> {
    await this.db
      .delete(stationCollections)
      .where(and(eq(stationCollections.stationId, stationId), eq(stationCollections.userId, userId)));
  }

  // ---- shares the authority reads (writes: station-sharing.repository.ts) ----

  async shareOf(stationId: string, userId: string): Promise<StationSharePermission | undefined> {
    const [row] = await this.db
      .select({ permission: stationShares.permission })
      .from(stationShares)
      .where(and(eq(stationShares.stationId, stationId), eq(stationShares.userId, userId)));
    return row?.permission;
  }

  /** The caller's shares by station id. */
  async sharesOfUser(userId: string): Promise<Map<string, StationSharePermission>> {
    const rows = await this.db
      .select({ stationId: stationShares.stationId, permission: stationShares.permission })
      .from(stationShares)
      .where(eq(stationShares.userId, userId));
    return new Map(rows.map((r) => [r.stationId, r.permission]));
  }

  async userName(userId: string): Promise<string> {
    const [row] = await this.db.select({ name: users.username }).from(users).where(eq(users.id, userId));
    return row?.name ?? '';
  }

  // ---- operation log ----

  async log(entry: {
    tenantId: string;
    stationId: string;
    userId: string;
    action: StationLogAction;
    detail?: Record<string, unknown>;
  }): Promise<void> {
    await this.db.insert(stationLogs).values({
      ...entry,
      userName: await this.userName(entry.userId),
      detail: entry.detail ?? {},
    });
  }

  async listLogs(
    stationId: string,
    action: StationLogAction | undefined,
    page: { offset: number; limit: number },
  ) {
    const where = and(
      eq(stationLogs.stationId, stationId),
      action ? eq(stationLogs.action, action) : undefined,
    );
    return selectPage(this.db, stationLogs, where, [desc(stationLogs.id)], page);
  }

  // ---- bound devices (binding writes: station-binding.repository.ts) ----

  /** Devices of the tenant among ids, with the station they are bound to (if any). */
  async devicesOfTenant(tenantId: string, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: devices.id,
        stationId: stationDevices.stationId,
        subsystemId: stationDevices.subsystemId,
      })
      .from(devices)
      .leftJoin(stationDevices, eq(stationDevices.deviceId, devices.id))
      .where(and(eq(devices.tenantId, tenantId), inArray(devices.id, [...ids])));
  }

  /** Bound devices of stations with their status, type and latest values. */
  async boundDeviceStates(stationIds: readonly string[]): Promise<BoundDeviceState[]> {
    if (stationIds.length === 0) return [];
    const rows = await this.db.execute(sql`select sd.station_id, d.id, d.name, d.status, t.name as type_name,
        l.values as latest, l.ts as latest_ts
      from station_devices sd
      join devices d on d.id = sd.device_id
      join device_types t on t.id = d.type_id
      left join device_latest l on l.device_id = d.id
      where sd.station_id in (${sql.join(
        stationIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
    return (rows as unknown as { rows: Array<Record<string, unknown>> }).rows.map((r) => ({
      stationId: String(r.station_id),
      deviceId: String(r.id),
      name: String(r.name),
      status: r.status as DeviceStatus,
      typeName: String(r.type_name),
      latest: (r.latest as Record<string, unknown> | null) ?? null,
      latestTs: r.latest_ts ? new Date(r.latest_ts as string) : null,
    }));
  }

  /** The devices bound to a station of the tenant; undefined when the tenant has no such station. */
  async boundDeviceIds(tenantId: string, stationId: string): Promise<string[] | undefined> {
    const rows = await this.db
      .select({ id: stationDevices.deviceId })
      .from(stationDevices)
      .where(and(eq(stationDevices.tenantId, tenantId), eq(stationDevices.stationId, stationId)));
    if (rows.length > 0) return rows.map((row) => row.id);
    const [station] = await this.db
      .select({ id: stations.id })
      .from(stations)
      .where(ownedRow(stations, tenantId, stationId));
    return station ? [] : undefined;
  }

  async deviceCounts(stationIds: readonly string[]): Promise<Map<string, number>> {
    return countsIn(this.db, stationDevices.stationId, stationIds);
  }

  /** Latest values of the tenant's devices (narrowed to `deviceIds` when given; by type id or name). */
  async latestOfDevices(tenantId: string, deviceIds: readonly string[] | undefined, type?: string) {
    if (deviceIds && deviceIds.length === 0) return [];
    const rows = await this.db
      .select({ id: devices.id, latest: deviceLatest.values })
      .from(devices)
      .innerJoin(deviceTypes, eq(deviceTypes.id, devices.typeId))
      .leftJoin(deviceLatest, eq(deviceLatest.deviceId, devices.id))
      .where(
        and(
          eq(devices.tenantId, tenantId),
          deviceIds ? inArray(devices.id, [...deviceIds]) : undefined,
          type ? or(sql`${deviceTypes.id}::text = ${type}`, eq(deviceTypes.name, type)) : undefined,
        ),
      );
    return rows;
  }

  // ---- sub-system counts (the rest: station-subsystems.repository.ts) ----

  async subsystemCounts(stationIds: readonly string[]): Promise<Map<string, number>> {
    return countsIn(this.db, stationSubsystems.stationId, stationIds);
  }
}
