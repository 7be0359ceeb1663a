import type { WorkOrderPriority, WorkOrderRole, WorkOrderStatus, WorkOrderType } from '@ies/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { moveOrder } from './order-common.repository';
import { countsPer, firstRow, insertRow, ownedRow, selectPage, selectRows } from '../../db/rows';
import {
  type WorkOrderEventRow,
  type WorkOrderRow,
  type WorkOrderTemplateRow,
  workOrderEvents,
  workOrders,
  workOrderTemplates,
} from '../../db/schema';
import { type StationVisibility, seenStationColumn } from '../../db/station-visibility';

export type NewWorkOrder = typeof workOrders.$inferInsert;
export type NewWorkOrderEvent = Omit<typeof workOrderEvents.$inferInsert, 'orderId'>;

export interface WorkOrderFilters {
  /** Undefined: any tenant (the platform administrator's cloud-platform queue). */
  tenantId?: string;
  /**
   * Who the caller may see beyond the people named on an order: undefined means every order of
   * the tenant (managers); else orders of these stations or naming the caller.
   */
  reach?: { userId: string; visibility: StationVisibility };
  status?: WorkOrderStatus;
  type?: WorkOrderType;
  priority?: WorkOrderPriority;
  stationId?: string;
  role?: { userId: string; role: WorkOrderRole };
  from?: Date;
  to?: Date;
}

/** Statuses in which an order is still being worked on (may become overdue). */
export const OPEN_STATUSES = [
  'pending',
  'in_process',
  'to_verify',
  'failed',
] as const satisfies WorkOrderStatus[];

const ROLE_COLUMN = {
  sponsor: workOrders.sponsorId,
  handler: workOrders.handlerId,
  verifier: workOrders.verifierId,
} as const;

function conditions(f: WorkOrderFilters, withStatus: boolean): SQL | undefined {
  const c: SQL[] = [];
  if (f.tenantId) c.push(eq(workOrders.tenantId, f.tenantId));
  const seen = f.reach && seenStationColumn(f.reach.visibility, workOrders.stationId);
  // A caller who sees every station sees every order of the tenant.
  if (f.reach && seen) {
    const me = f.reach.userId;
    const reach: SQL[] = [
      eq(workOrders.sponsorId, me),
      eq(workOrders.handlerId, me),
      eq(workOrders.verifierId, me),
    ];
    reach.push(seen);
    c.push(or(...reach)!);
  }
  if (withStatus && f.status) c.push(eq(workOrders.status, f.status));
  if (f.type) c.push(eq(workOrders.type, f.type));
  if (f.priority) c.push(eq(workOrders.priority, f.priority));
  if (f.stationId) c.push(eq(workOrders.stationId, f.stationId));
  if (f.role) c.push(eq(ROLE_COLUMN[f.role.role], f.role.userId));
  if (f.from) c.push(gte(workOrders.createdAt, f.from));
  if (f.to) c.push(lt(workOrders.createdAt, f.to));
  return c.length > 0 ? and(...c) : sql`true`;
}

/** The only writer of work_orders, work_order_events and work_order_templates. */
export class WorkOrdersRepository {
  constructor(readonly db: Db) {}

  async insertTemplate(row: typeof workOrderTemplates.$inferInsert): Promise<WorkOrderTemplateRow> {
    return insertRow(this.db, workOrderTemplates, row);
  }

  async templates(tenantId: string, type?: WorkOrderType): Promise<WorkOrderTemplateRow[]> {
    const c = [eq(workOrderTemplates.tenantId, tenantId)];
    if (type) c.push(eq(workOrderTemplates.type, type));
    return selectRows(this.db, workOrderTemplates, and(...c), [
      asc(workOrderTemplates.type),
      asc(workOrderTemplates.name),
    ]);
  }

  async template(tenantId: string, id: string): Promise<WorkOrderTemplateRow | undefined> {
    return firstRow(this.db, workOrderTemplates, ownedRow(workOrderTemplates, tenantId, id));
  }

  async insert(order: NewWorkOrder, event: NewWorkOrderEvent): Promise<WorkOrderRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(workOrders).values(order).returning();
      await tx.insert(workOrderEvents).values({ ...event, orderId: row!.id });
      return row!;
    });
  }

  /** The order a plan opened for a due time, if any. */
  async planOrder(planId: string, due: Date): Promise<WorkOrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(workOrders)
      .where(and(eq(workOrders.planId, planId), eq(workOrders.planDue, due)));
    return row;
  }

  /** By id within a tenant, or (tenant undefined) a cloud-platform order of any tenant. */
  async find(tenantId: string | undefined, id: string): Promise<WorkOrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(workOrders)
      .where(
        and(
          eq(workOrders.id, id),
          tenantId ? eq(workOrders.tenantId, tenantId) : eq(workOrders.type, 'cloud_platform'),
        ),
      );
    return row;
  }

  async events(orderId: string): Promise<WorkOrderEventRow[]> {
    return selectRows(this.db, workOrderEvents, eq(workOrderEvents.orderId, orderId), [
      asc(workOrderEvents.at),
      asc(workOrderEvents.id),
    ]);
  }

  /** Moves the order only if it is still in `from`; the event is written in the same transaction. */
  async transition(
    id: string,
    from: WorkOrderStatus,
    patch: Partial<NewWorkOrder> & { status: WorkOrderStatus; updatedAt: Date },
    event: NewWorkOrderEvent,
  ): Promise<WorkOrderRow | undefined> {
    return moveOrder(this.db, workOrders, workOrderEvents, { id, from, changes: patch }, event);
  }

  async list(f: WorkOrderFilters, offset: number, limit: number) {
    const where = conditions(f, true);
    const order = [desc(workOrders.createdAt), desc(workOrders.orderNo)];
    return selectPage(this.db, workOrders, where, order, { offset, limit });
  }

  /** Orders over the filters, newest first, at most `limit` (export and figures). */
  async all(f: WorkOrderFilters, limit: number): Promise<WorkOrderRow[]> {
    return this.db
      .select()
      .from(workOrders)
      .where(conditions(f, true))
      .orderBy(desc(workOrders.createdAt), desc(workOrders.orderNo))
      .limit(limit);
  }

  /** Orders per status over the filters without the status one. */
  async counts(f: WorkOrderFilters): Promise<Map<WorkOrderStatus, number>> {
    return countsPer<WorkOrderStatus>(this.db, workOrders.status, conditions(f, false));
  }

  /** Open orders past their planned end not yet flagged: flagged now, in one update (no repeats). */
  async claimOverdue(now: Date): Promise<WorkOrderRow[]> {
    return this.db
      .update(workOrders)
      .set({ overdueAt: now })
      .where(
        and(
          isNull(workOrders.overdueAt),
          lt(workOrders.plannedEnd, now),
          inArray(workOrders.status, [...OPEN_STATUSES]),
        ),
      )
      .returning();
  }
}
