import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deleteWhere, hasRow, insertRow, setWhere } from '../../db/rows';
import { stationDevices, stationSubsystems } from '../../db/schema';

/** Sub-systems (`station_subsystems`) and which bound devices belong to them. */
export class StationSubsystemsRepository {
  constructor(private readonly db: Db) {}

  async subsystems(stationId: string) {
    const rows = await this.db
      .select()
      .from(stationSubsystems)
      .where(eq(stationSubsystems.stationId, stationId))
      .orderBy(asc(stationSubsystems.createdAt), asc(stationSubsystems.id));
    const bound = await this.db
      .select({ deviceId: stationDevices.deviceId, subsystemId: stationDevices.subsystemId })
      .from(stationDevices)
      .where(and(eq(stationDevices.stationId, stationId), sql`${stationDevices.subsystemId} is not null`));
    return rows.map((row) => ({
      ...row,
      deviceIds: bound.filter((b) => b.subsystemId === row.id).map((b) => b.deviceId),
    }));
  }

  async insertSubsystem(values: typeof stationSubsystems.$inferInsert) {
    return insertRow(this.db, stationSubsystems, values);
  }

  async renameSubsystem(stationId: string, id: string, name: string): Promise<boolean> {
    return setWhere(
      this.db,
      stationSubsystems,
      and(eq(stationSubsystems.stationId, stationId), eq(stationSubsystems.id, id)),
      { name },
    );
  }

  async deleteSubsystem(stationId: string, id: string): Promise<boolean> {
    return deleteWhere(
      this.db,
      stationSubsystems,
      and(eq(stationSubsystems.stationId, stationId), eq(stationSubsystems.id, id)),
    );
  }

  async subsystemExists(stationId: string, id: string): Promise<boolean> {
    return hasRow(
      this.db,
      stationSubsystems,
      and(eq(stationSubsystems.stationId, stationId), eq(stationSubsystems.id, id)),
    );
  }

  async subsystemNameTaken(stationId: string, name: string, exceptId?: string): Promise<boolean> {
    return hasRow(
      this.db,
      stationSubsystems,
      and(
        eq(stationSubsystems.stationId, stationId),
        eq(stationSubsystems.name, name),
        exceptId ? ne(stationSubsystems.id, exceptId) : undefined,
      ),
    );
  }

  /** Makes `deviceIds` exactly the devices of a sub-system (others of it leave it). */
  async setSubsystemDevices(stationId: string, subsystemId: string, deviceIds: readonly string[]) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(stationDevices)
        .set({ subsystemId: null })
        .where(and(eq(stationDevices.stationId, stationId), eq(stationDevices.subsystemId, subsystemId)));
      if (deviceIds.length > 0)
        await tx
          .update(stationDevices)
          .set({ subsystemId })
          .where(
            and(
              eq(stationDevices.stationId, stationId),
              inArray(stationDevices.deviceId, [...deviceIds]),
              isNull(stationDevices.subsystemId),
            ),
          );
    });
  }
}
