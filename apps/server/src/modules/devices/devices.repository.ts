import type { ControlMode, DeviceSearchField, DeviceSortKey, DeviceStatus } from '@ies/contracts';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { countRows, deleteWhere, hasRow, selectRows, setWhere } from '../../db/rows';
import {
  type DeviceRow,
  deviceIngestErrors,
  deviceLatest,
  deviceLogs,
  devices,
  deviceTypes,
} from '../../db/schema';
import { type DeviceScope, deviceScopeCondition } from './device-scope';
import { containsPattern } from '../../db/like';

export type DeviceWithType = DeviceRow & { typeName: string; subDeviceCount: number };

export type NewDeviceValues = typeof devices.$inferInsert;
export type DevicePatch = Partial<
  Pick<
    DeviceRow,
    | 'name'
    | 'description'
    | 'typeId'
    | 'longitude'
    | 'latitude'
    | 'gatewayId'
    | 'firmwareVersion'
    | 'hardwareVersion'
    | 'serialNumber'
    | 'emsType'
    | 'controlMode'
    | 'tzOffsetMinutes'
  >
>;

export interface DeviceFilters {
  typeId?: string;
  status?: DeviceStatus;
  gatewayId?: string;
  controlMode?: ControlMode;
  /** Only these devices (a station's, from the station filter). */
  ids?: readonly string[];
  search?: string;
  searchBy: DeviceSearchField;
}

function filtersOf(filters: DeviceFilters, withSearch: boolean): SQL[] {
  const conditions: SQL[] = [];
  if (filters.typeId) conditions.push(eq(devices.typeId, filters.typeId));
  if (filters.status) conditions.push(eq(devices.status, filters.status));
  if (filters.gatewayId) conditions.push(eq(devices.gatewayId, filters.gatewayId));
  if (filters.controlMode) conditions.push(eq(devices.controlMode, filters.controlMode));
  if (filters.ids)
    conditions.push(filters.ids.length > 0 ? inArray(devices.id, [...filters.ids]) : sql`false`);
  if (withSearch && filters.search) {
    const pattern = containsPattern(filters.search);
    if (filters.searchBy === 'id') conditions.push(ilike(devices.id, pattern));
    else if (filters.searchBy === 'name') conditions.push(ilike(devices.name, pattern));
    else
      conditions.push(
        or(
          ilike(devices.id, pattern),
          ilike(devices.name, pattern),
          ilike(devices.description, pattern),
          ilike(devices.serialNumber, pattern),
          ilike(devices.firmwareVersion, pattern),
          ilike(devices.emsType, pattern),
        )!,
      );
  }
  return conditions;
}

// Written out: inside a selected field drizzle leaves column names unqualified.
const subDeviceCount = sql<number>`(select count(*)::int from devices c where c.gateway_id = "devices"."id")`;

const SORT_COLUMNS: Record<DeviceSortKey, SQL | typeof devices.id> = {
  created_at: sql`${devices.createdAt}`,
  id: devices.id,
  name: sql`${devices.name}`,
  type_name: sql`${deviceTypes.name}`,
  status: sql`${devices.status}`,
  online_at: sql`${devices.onlineAt}`,
};

/** A device row of a `selectWithType()` query, with its type's name and sub-device count. */
function withType(r: { device: DeviceRow; typeName: string; subDeviceCount: number }): DeviceWithType {
  return { ...r.device, typeName: r.typeName, subDeviceCount: r.subDeviceCount };
}

export class DevicesRepository {
  constructor(private readonly db: Db) {}

  private selectWithType() {
    return this.db
      .select({ device: devices, typeName: deviceTypes.name, subDeviceCount })
      .from(devices)
      .innerJoin(deviceTypes, eq(deviceTypes.id, devices.typeId));
  }

  async list(
    scope: DeviceScope,
    filters: DeviceFilters,
    page: { offset: number; limit: number },
    order: { key: DeviceSortKey; type: 'asc' | 'desc' } = { key: 'created_at', type: 'desc' },
  ): Promise<{ rows: DeviceWithType[]; total: number }> {
    const where = and(deviceScopeCondition(scope), ...filtersOf(filters, true));
    const column = SORT_COLUMNS[order.key];
    const rows = await this.selectWithType()
      .where(where)
      // Nulls (never online) last either way; the id keeps pages stable.
      .orderBy(
        order.type === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`,
        asc(devices.id),
      )
      .offset(page.offset)
      .limit(page.limit);
    return { rows: rows.map(withType), total: await countRows(this.db, devices, where) };
  }

  /** Devices the filters reach before the search text is applied. */
  async countBeforeSearch(scope: DeviceScope, filters: DeviceFilters): Promise<number> {
    return countRows(this.db, devices, and(deviceScopeCondition(scope), ...filtersOf(filters, false)));
  }

  /** Which of `ids` are devices of the tenant. */
  async idsOfTenant(tenantId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.tenantId, tenantId), inArray(devices.id, [...ids])));
    return rows.map((r) => r.id);
  }

  /** Sets (or clears) the station of devices; a bound device's day rollups follow its zone. */
  async setStation(ids: readonly string[], station: { id: string; tzOffsetMinutes: number } | null) {
    if (ids.length === 0) return;
    await this.db
      .update(devices)
      .set(
        station ? { stationId: station.id, tzOffsetMinutes: station.tzOffsetMinutes } : { stationId: null },
      )
      .where(inArray(devices.id, [...ids]));
  }

  /** The day offset of every device of a station; returns their ids. */
  async setDayOffsetOfStation(stationId: string, tzOffsetMinutes: number): Promise<string[]> {
    const rows = await this.db
      .update(devices)
      .set({ tzOffsetMinutes })
      .where(eq(devices.stationId, stationId))
      .returning({ id: devices.id });
    return rows.map((r) => r.id);
  }

  async insertLog(row: typeof deviceLogs.$inferInsert): Promise<void> {
    await this.db.insert(deviceLogs).values(row);
  }

  /** The newest entries of a device's log (the caller checked the device is in scope). */
  async logs(deviceId: string, limit: number) {
    return this.db
      .select()
      .from(deviceLogs)
      .where(eq(deviceLogs.deviceId, deviceId))
      .orderBy(desc(deviceLogs.id))
      .limit(limit);
  }

  /** The device's latest values as ingest last wrote them (the caller checked the scope). */
  async latest(deviceId: string) {
    const [row] = await this.db
      .select({ ts: deviceLatest.ts, values: deviceLatest.values })
      .from(deviceLatest)
      .where(eq(deviceLatest.deviceId, deviceId));
    return row;
  }

  async ingestErrors(deviceId: string) {
    return selectRows(this.db, deviceIngestErrors, eq(deviceIngestErrors.deviceId, deviceId), [
      desc(deviceIngestErrors.count),
    ]);
  }

  async find(scope: DeviceScope, id: string): Promise<DeviceWithType | undefined> {
    const [row] = await this.selectWithType()
      .where(and(deviceScopeCondition(scope), eq(devices.id, id)))
      .limit(1);
    return row && withType(row);
  }

  async findMany(scope: DeviceScope, ids: readonly string[]): Promise<DeviceWithType[]> {
    if (ids.length === 0) return [];
    const rows = await this.selectWithType().where(
      and(deviceScopeCondition(scope), inArray(devices.id, [...ids])),
    );
    return rows.map(withType);
  }

  /** Whether any tenant already uses the id (device ids are MQTT client ids, unique platform-wide). */
  async idTaken(id: string): Promise<boolean> {
    return hasRow(this.db, devices, eq(devices.id, id));
  }

  /** Which of the ids any tenant already uses. */
  async idsTaken(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: devices.id })
      .from(devices)
      .where(inArray(devices.id, [...ids]));
    return new Set(rows.map((r) => r.id));
  }

  /** One statement: every row is stored or none is; `alongside` runs in the same transaction. */
  async insertMany(values: NewDeviceValues[], alongside?: (tx: Db) => Promise<void>): Promise<void> {
    if (values.length === 0) return;
    if (!alongside) {
      await this.db.insert(devices).values(values);
      return;
    }
    await this.db.transaction(async (tx) => {
      await tx.insert(devices).values(values);
      await alongside(tx as unknown as Db);
    });
  }

  async countOfTenant(tenantId: string): Promise<number> {
    return countRows(this.db, devices, eq(devices.tenantId, tenantId));
  }

  async insert(values: NewDeviceValues, alongside?: (tx: Db) => Promise<void>): Promise<void> {
    await this.insertMany([values], alongside);
  }

  async update(scope: DeviceScope, id: string, patch: DevicePatch, at: Date): Promise<boolean> {
    return setWhere(this.db, devices, and(deviceScopeCondition(scope), eq(devices.id, id)), {
      ...patch,
      updatedAt: at,
    });
  }

  async setKeyHash(scope: DeviceScope, id: string, keyHash: string, at: Date): Promise<boolean> {
    return setWhere(this.db, devices, and(deviceScopeCondition(scope), eq(devices.id, id)), {
      keyHash,
      updatedAt: at,
    });
  }

  /**
   * Deletes a device that is bound to no station and has no sub-devices; the conditions are part
   * of the statement, so a binding made meanwhile still blocks it. False when nothing was deleted.
   */
  async deleteUnbound(scope: DeviceScope, id: string): Promise<boolean> {
    const unbound = and(
      deviceScopeCondition(scope),
      eq(devices.id, id),
      isNull(devices.stationId),
      sql`not exists (select 1 from devices c where c.gateway_id = "devices"."id")`,
    );
    return deleteWhere(this.db, devices, unbound);
  }

  /** Puts devices under a gateway (or takes them out with null); only rows of the scope move. */
  async setGateway(
    scope: DeviceScope,
    ids: readonly string[],
    gatewayId: string | null,
    at: Date,
  ): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(devices)
      .set({ gatewayId, updatedAt: at })
      .where(and(deviceScopeCondition(scope), inArray(devices.id, [...ids])));
  }

  /**
   * The "alarm" status of a device: set over an online (or not yet flushed "unset") status while
   * it has an active alarm; cleared back to online when none is left. Offline and debugging keep theirs
   * (ingest moves them; the alarm engine re-applies "alarm" when they come back).
   */
  async setAlarmStatus(id: string, alarmed: boolean): Promise<boolean> {
    return setWhere(
      this.db,
      devices,
      and(
        eq(devices.id, id),
        alarmed
          ? inArray(devices.status, ['online_normal', 'online_faulty', 'unset'])
          : eq(devices.status, 'alarm'),
      ),
      { status: alarmed ? 'alarm' : 'online_normal' },
    );
  }
}
