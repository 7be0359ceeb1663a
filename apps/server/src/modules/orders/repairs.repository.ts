import type { RepairStatus } from '@ies/contracts';
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { moveOrder } from './order-common.repository';
import { countsPer, firstRow, ownedRow, selectPage, selectRows } from '../../db/rows';
import {
  type RepairOrderEventRow,
  type RepairOrderRow,
  repairOrderEvents,
  repairOrders,
} from '../../db/schema';
import { type StationVisibility, seenStationColumn } from '../../db/station-visibility';

export type NewRepairOrder = typeof repairOrders.$inferInsert;
export type NewRepairEvent = Omit<typeof repairOrderEvents.$inferInsert, 'orderId'>;

export interface RepairFilters {
  tenantId: string;
  /** The stations the caller sees (the one visibility condition); undefined: the whole tenant. */
  visibility?: StationVisibility;
  status?: RepairStatus;
  stationId?: string;
  orderNo?: string;
  from?: Date;
  to?: Date;
}

function conditions(f: RepairFilters, withStatus: boolean): SQL | undefined {
  const c: SQL[] = [eq(repairOrders.tenantId, f.tenantId)];
  const seen = f.visibility && seenStationColumn(f.visibility, repairOrders.stationId);
  if (seen) c.push(seen);
  if (withStatus && f.status) c.push(eq(repairOrders.status, f.status));
  if (f.stationId) c.push(eq(repairOrders.stationId, f.stationId));
  if (f.orderNo) c.push(eq(repairOrders.orderNo, f.orderNo));
  if (f.from) c.push(gte(repairOrders.createdAt, f.from));
  if (f.to) c.push(lt(repairOrders.createdAt, f.to));
  return and(...c);
}

/** The only writer of repair_orders and repair_order_events. */
export class RepairsRepository {
  constructor(readonly db: Db) {}

  async insert(order: NewRepairOrder, event: NewRepairEvent): Promise<RepairOrderRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(repairOrders).values(order).returning();
      await tx.insert(repairOrderEvents).values({ ...event, orderId: row!.id });
      return row!;
    });
  }

  async find(tenantId: string, id: string): Promise<RepairOrderRow | undefined> {
    return firstRow(this.db, repairOrders, ownedRow(repairOrders, tenantId, id));
  }

  async events(orderId: string): Promise<RepairOrderEventRow[]> {
    return selectRows(this.db, repairOrderEvents, eq(repairOrderEvents.orderId, orderId), [
      asc(repairOrderEvents.at),
      asc(repairOrderEvents.id),
    ]);
  }

  /** Moves the order only if it is still in `from`; the event is written in the same transaction. */
  async transition(
    id: string,
    from: RepairStatus,
    to: RepairStatus,
    event: NewRepairEvent,
  ): Promise<RepairOrderRow | undefined> {
    const changes = { status: to, updatedAt: event.at };
    return moveOrder(this.db, repairOrders, repairOrderEvents, { id, from, changes }, event);
  }

  async list(f: RepairFilters, offset: number, limit: number) {
    const where = conditions(f, true);
    const order = [desc(repairOrders.createdAt), desc(repairOrders.orderNo)];
    return selectPage(this.db, repairOrders, where, order, { offset, limit });
  }

  /** Orders per status over the filters without the status one. */
  async counts(f: RepairFilters): Promise<Map<RepairStatus, number>> {
    return countsPer<RepairStatus>(this.db, repairOrders.status, conditions(f, false));
  }
}
