import type { ThingsFilter } from '@ies/contracts';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { countRows, setWhere } from '../../db/rows';
import { devices, deviceTypes, stationDevices } from '../../db/schema';

/** Device bindings (`station_devices`): bind, unbind, extra info and bound-device lists. */
export class StationBindingRepository {
  constructor(private readonly db: Db) {}

  /**
   * Binds devices in a transaction; `alongside` (the devices module marking their station) joins it.
   * A device bound meanwhile makes the insert fail on the primary key.
   */
  async bind(
    rows: Array<typeof stationDevices.$inferInsert>,
    alongside: (tx: Db) => Promise<void>,
  ): Promise<void> {
    if (rows.length === 0) return;
    await this.db.transaction(async (tx) => {
      await tx.insert(stationDevices).values(rows);
      await alongside(tx);
    });
  }

  async unbind(
    stationId: string,
    ids: readonly string[],
    alongside: (tx: Db, removedIds: string[]) => Promise<void>,
  ): Promise<string[]> {
    if (ids.length === 0) return [];
    return this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(stationDevices)
        .where(and(eq(stationDevices.stationId, stationId), inArray(stationDevices.deviceId, [...ids])))
        .returning({ id: stationDevices.deviceId });
      const removedIds = removed.map((r) => r.id);
      if (removedIds.length > 0) await alongside(tx, removedIds);
      return removedIds;
    });
  }

  async setExtraInfo(
    stationId: string,
    deviceId: string,
    extraInfo: Record<string, string>,
  ): Promise<boolean> {
    return setWhere(
      this.db,
      stationDevices,
      and(eq(stationDevices.stationId, stationId), eq(stationDevices.deviceId, deviceId)),
      { extraInfo },
    );
  }

  async things(stationId: string, filter: ThingsFilter, page?: { offset: number; limit: number }) {
    const conditions: SQL[] = [eq(stationDevices.stationId, stationId)];
    if (filter.extra_info_key) {
      conditions.push(
        filter.extra_info_value !== undefined
          ? sql`${stationDevices.extraInfo} ->> ${filter.extra_info_key} = ${filter.extra_info_value}`
          : sql`${stationDevices.extraInfo} ? ${filter.extra_info_key}`,
      );
    } else if (filter.extra_info_value !== undefined) {
      conditions.push(
        sql`exists (select 1 from jsonb_each_text(${stationDevices.extraInfo}) e where e.value = ${filter.extra_info_value})`,
      );
    }
    const sortColumn = {
      bound_at: stationDevices.boundAt,
      id: devices.id,
      name: devices.name,
      status: devices.status,
    }[filter.sort_key];
    const order = filter.sort_type === 'desc' ? desc(sortColumn) : asc(sortColumn);
    const base = this.db
      .select({
        binding: stationDevices,
        name: devices.name,
        typeId: devices.typeId,
        typeName: deviceTypes.name,
        status: devices.status,
      })
      .from(stationDevices)
      .innerJoin(devices, eq(devices.id, stationDevices.deviceId))
      .innerJoin(deviceTypes, eq(deviceTypes.id, devices.typeId))
      .where(and(...conditions))
      .orderBy(order, asc(devices.id));
    const rows = page ? await base.offset(page.offset).limit(page.limit) : await base;
    return { rows, total: await countRows(this.db, stationDevices, and(...conditions)) };
  }
}
