import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { type AlarmDeliveryRow, alarmDeliveries, devices } from '../../db/schema';

export type DeliveryStatus = AlarmDeliveryRow['status'];

/** The delivery log: one row per notification and channel. */
export class AlarmDeliveriesRepository {
  constructor(private readonly db: Db) {}

  async create(row: {
    tenantId: string;
    eventId: string;
    ruleId: string;
    kind: AlarmDeliveryRow['kind'];
    channel: string;
    destination: string;
    status: DeliveryStatus;
    at: Date;
  }): Promise<string> {
    const [created] = await this.db
      .insert(alarmDeliveries)
      .values({ ...row, createdAt: row.at, updatedAt: row.at })
      .returning({ id: alarmDeliveries.id });
    return created!.id;
  }

  async update(
    id: string,
    patch: { status: DeliveryStatus; attempts: number; lastError: string | null; at: Date },
  ) {
    await this.db
      .update(alarmDeliveries)
      .set({
        status: patch.status,
        attempts: patch.attempts,
        lastError: patch.lastError,
        updatedAt: patch.at,
      })
      .where(eq(alarmDeliveries.id, id));
  }

  async ofEvent(eventId: string): Promise<AlarmDeliveryRow[]> {
    return selectRows(this.db, alarmDeliveries, eq(alarmDeliveries.eventId, eventId), [
      asc(alarmDeliveries.createdAt),
    ]);
  }

  async ofRule(ruleId: string): Promise<AlarmDeliveryRow[]> {
    return selectRows(this.db, alarmDeliveries, eq(alarmDeliveries.ruleId, ruleId), [
      asc(alarmDeliveries.createdAt),
    ]);
  }

  /** Names of the tenant's devices among `ids` (the targets of command deliveries). */
  async deviceNames(tenantId: string, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: devices.id, name: devices.name })
      .from(devices)
      .where(and(eq(devices.tenantId, tenantId), inArray(devices.id, ids)));
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
