import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deleteOwned, firstRow, insertRow, ownedRow } from '../../db/rows';
import {
  deviceLatest,
  devices,
  type PlatformBindingRow,
  type PlatformDeliveryRow,
  platformBindings,
  platformDeliveries,
  stations,
} from '../../db/schema';
import { type StationVisibility, seenStationColumn } from '../../db/station-visibility';

export type NewBinding = Pick<
  PlatformBindingRow,
  'tenantId' | 'projectName' | 'projectNumber' | 'stationId' | 'pushUrl' | 'enabled'
>;
export type BindingView = PlatformBindingRow & { stationName: string };

/** Every query of a caller names its tenant: another tenant's id simply finds nothing. */
export class PlatformDockingRepository {
  constructor(private readonly db: Db) {}

  private views() {
    return this.db
      .select({ binding: platformBindings, stationName: stations.name })
      .from(platformBindings)
      .innerJoin(stations, eq(stations.id, platformBindings.stationId));
  }

  async list(visibility: StationVisibility): Promise<BindingView[]> {
    const seen = seenStationColumn(visibility, platformBindings.stationId);
    const tenant = eq(platformBindings.tenantId, visibility.tenantId);
    const rows = await this.views()
      .where(seen ? and(tenant, seen) : tenant)
      .orderBy(asc(platformBindings.createdAt));
    return rows.map((r) => ({ ...r.binding, stationName: r.stationName }));
  }

  async find(tenantId: string, id: string): Promise<BindingView | undefined> {
    const [row] = await this.views().where(ownedRow(platformBindings, tenantId, id));
    return row && { ...row.binding, stationName: row.stationName };
  }

  /** Any tenant's binding, for the jobs. */
  async findById(id: string): Promise<BindingView | undefined> {
    const [row] = await this.views().where(eq(platformBindings.id, id));
    return row && { ...row.binding, stationName: row.stationName };
  }

  async enabledIds(): Promise<string[]> {
    const rows = await this.db
      .select({ id: platformBindings.id })
      .from(platformBindings)
      .where(eq(platformBindings.enabled, true));
    return rows.map((r) => r.id);
  }

  insert(row: NewBinding): Promise<PlatformBindingRow> {
    return insertRow(this.db, platformBindings, row);
  }

  async update(tenantId: string, id: string, values: Partial<NewBinding>): Promise<boolean> {
    const rows = await this.db
      .update(platformBindings)
      .set({
        ...values,
        // Another station starts from its own newest data.
        ...(values.stationId
          ? {
              cursorAt: sql`case when ${platformBindings.stationId} = ${values.stationId} then ${platformBindings.cursorAt} else null end`,
            }
          : {}),
        updatedAt: new Date(),
      })
      .where(ownedRow(platformBindings, tenantId, id))
      .returning({ id: platformBindings.id });
    return rows.length > 0;
  }

  remove(tenantId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, platformBindings, tenantId, id);
  }

  /** The newest values of the station's devices, newer than `after` when given. */
  async stationData(
    stationId: string,
    after: Date | null,
  ): Promise<Array<{ deviceId: string; ts: Date; values: Record<string, unknown> }>> {
    const onStation = eq(devices.stationId, stationId);
    return this.db
      .select({ deviceId: deviceLatest.deviceId, ts: deviceLatest.ts, values: deviceLatest.values })
      .from(deviceLatest)
      .innerJoin(devices, eq(devices.id, deviceLatest.deviceId))
      .where(after ? and(onStation, gt(deviceLatest.ts, after)) : onStation)
      .orderBy(asc(deviceLatest.deviceId));
  }

  /** A new delivery; `cursorAt` moves the binding's cursor in the same transaction. */
  async addDelivery(
    binding: PlatformBindingRow,
    body: unknown,
    recordCount: number,
    cursorAt?: Date,
  ): Promise<PlatformDeliveryRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(platformDeliveries)
        .values({ tenantId: binding.tenantId, bindingId: binding.id, body, recordCount })
        .returning();
      if (cursorAt)
        await tx.update(platformBindings).set({ cursorAt }).where(eq(platformBindings.id, binding.id));
      return row!;
    });
  }

  delivery(id: string): Promise<PlatformDeliveryRow | undefined> {
    return firstRow(this.db, platformDeliveries, eq(platformDeliveries.id, id));
  }

  async deliveries(bindingId: string, limit: number): Promise<PlatformDeliveryRow[]> {
    return this.db
      .select()
      .from(platformDeliveries)
      .where(eq(platformDeliveries.bindingId, bindingId))
      .orderBy(desc(platformDeliveries.createdAt), desc(platformDeliveries.id))
      .limit(limit);
  }

  async lastDeliveries(bindingIds: string[]): Promise<Map<string, PlatformDeliveryRow>> {
    if (bindingIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([platformDeliveries.bindingId])
      .from(platformDeliveries)
      .where(inArray(platformDeliveries.bindingId, bindingIds))
      .orderBy(platformDeliveries.bindingId, desc(platformDeliveries.createdAt), desc(platformDeliveries.id));
    return new Map(rows.map((r) => [r.bindingId, r]));
  }

  /** Records an attempt; only a delivery not yet delivered changes. */
  async attempted(
    id: string,
    outcome: Pick<PlatformDeliveryRow, 'status' | 'httpStatus' | 'failure'> & { at: Date },
  ): Promise<void> {
    await this.db
      .update(platformDeliveries)
      .set({
        status: outcome.status,
        httpStatus: outcome.httpStatus,
        failure: outcome.failure,
        attempts: sql`${platformDeliveries.attempts} + 1`,
        lastAttemptAt: outcome.at,
        ...(outcome.status === 'delivered' ? { deliveredAt: outcome.at } : {}),
      })
      .where(and(eq(platformDeliveries.id, id), sql`${platformDeliveries.status} <> 'delivered'`));
  }
}
