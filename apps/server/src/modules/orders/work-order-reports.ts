import {
  type Locale,
  WORK_ORDER_PRIORITY_LABELS,
  WORK_ORDER_STATUS_LABELS,
  WORK_ORDER_TYPE_LABELS,
  type WorkOrderFigures,
  type WorkOrderListQuery,
  type WorkOrderTenantFigures,
} from '@ies/contracts';
import type { WorkOrderRow } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import { xlsxOf } from '../system-log/xlsx';
import type { WorkOrdersService } from './work-orders.service';

/** Largest export and figures base, like the other lists' exports. */
export const WORK_ORDER_EXPORT_MAX_ROWS = 10_000;
/** Largest base of the platform administrator's figures over every tenant. */
const TENANT_FIGURES_MAX_ROWS = 100_000;
const HOUR = 3_600_000;

/** The p-quantile with linear interpolation between ranks (PostgreSQL's percentile_cont). */
export function quantile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9) };
};

/**
 * Per UTC month of creation (docs/work-orders.md "Figures"), in hours: created → accepted (time to
 * receive), created → completed (time to repair, MTTR), and for orders past their planned end —
 * completed after it, or still open at `now` — how far past. Withdrawn and rejected orders count
 * in `orders` only.
 */
export function figuresOf(rows: readonly WorkOrderRow[], now: Date): WorkOrderFigures {
  const months = new Map<string, WorkOrderRow[]>();
  for (const row of rows) {
    const month = row.createdAt.toISOString().slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), row]);
  }
  return {
    months: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, list]) => {
        const receive: number[] = [];
        const repair: number[] = [];
        const late: number[] = [];
        for (const row of list) {
          const created = row.createdAt.getTime();
          if (row.actualStart) receive.push((row.actualStart.getTime() - created) / HOUR);
          if (row.status === 'completed' && row.actualEnd)
            repair.push((row.actualEnd.getTime() - created) / HOUR);
          if (row.status === 'withdrawn' || row.status === 'rejected') continue;
          const end = row.status === 'completed' ? row.actualEnd : now;
          if (end && end.getTime() > row.plannedEnd.getTime())
            late.push((end.getTime() - row.plannedEnd.getTime()) / HOUR);
        }
        return {
          month,
          orders: list.length,
          time_to_receive: stats(receive),
          time_to_repair: stats(repair),
          overdue: stats(late),
        };
      }),
  };
}

const COLUMNS: Array<{
  zh: string;
  en: string;
  value: (r: WorkOrderRow, l: Locale, n: Map<string, string>) => unknown;
}> = [
  { zh: '工单编号', en: 'Order no.', value: (r) => r.orderNo },
  { zh: '工单名称', en: 'Name', value: (r) => r.name },
  { zh: '状态', en: 'Status', value: (r, l) => WORK_ORDER_STATUS_LABELS[r.status][l] },
  { zh: '类型', en: 'Type', value: (r, l) => WORK_ORDER_TYPE_LABELS[r.type][l] },
  { zh: '优先级', en: 'Priority', value: (r, l) => WORK_ORDER_PRIORITY_LABELS[r.priority][l] },
  { zh: '电站', en: 'Station', value: (r) => r.stationName ?? '' },
  { zh: '发起人', en: 'Sponsor', value: (r, _l, n) => n.get(r.sponsorId) ?? '' },
  { zh: '处理人', en: 'Handler', value: (r, _l, n) => (r.handlerId ? (n.get(r.handlerId) ?? '') : '') },
  { zh: '审核人', en: 'Verifier', value: (r, _l, n) => n.get(r.verifierId) ?? '' },
  { zh: '计划开始', en: 'Planned start', value: (r) => r.plannedStart.toISOString() },
  { zh: '计划结束', en: 'Planned end', value: (r) => r.plannedEnd.toISOString() },
  { zh: '实际开始', en: 'Actual start', value: (r) => r.actualStart?.toISOString() ?? '' },
  { zh: '实际结束', en: 'Actual end', value: (r) => r.actualEnd?.toISOString() ?? '' },
  { zh: '逾期时间', en: 'Overdue at', value: (r) => r.overdueAt?.toISOString() ?? '' },
  { zh: '创建时间', en: 'Created at', value: (r) => r.createdAt.toISOString() },
  { zh: '描述', en: 'Description', value: (r) => r.description },
];

/** The work-order list's xlsx export and figures, over the list's own filters and visibility. */
export class WorkOrderReports {
  constructor(private readonly deps: { orders: WorkOrdersService; clock: Clock }) {}

  async export(auth: AuthContext, query: WorkOrderListQuery, locale: Locale): Promise<Buffer> {
    const { rows, names } = await this.deps.orders.rowsFor(auth, query, WORK_ORDER_EXPORT_MAX_ROWS);
    // Every cell goes through safeCell: text starting with = + - @ cannot run as a formula.
    return xlsxOf(
      'work-orders',
      COLUMNS.map((c) => c[locale]),
      rows.map((r) => COLUMNS.map((c) => c.value(r, locale, names))),
    );
  }

  async figures(auth: AuthContext, query: WorkOrderListQuery): Promise<WorkOrderFigures> {
    const { rows } = await this.deps.orders.rowsFor(auth, query, WORK_ORDER_EXPORT_MAX_ROWS);
    return figuresOf(rows, this.deps.clock.now());
  }

  /**
   * The platform administrator's figures: per tenant (and per month within it), over the list's
   * filters; durations only, no order's content. The route admits the platform administrator alone.
   */
  async tenantFigures(query: WorkOrderListQuery): Promise<WorkOrderTenantFigures> {
    const rows = await this.deps.orders.rowsOfEveryTenant(query, TENANT_FIGURES_MAX_ROWS);
    const byTenant = new Map<string, WorkOrderRow[]>();
    for (const row of rows) byTenant.set(row.tenantId, [...(byTenant.get(row.tenantId) ?? []), row]);
    const now = this.deps.clock.now();
    return {
      tenants: [...byTenant.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([tenantId, list]) => ({ tenant_id: tenantId, ...figuresOf(list, now) })),
    };
  }
}
