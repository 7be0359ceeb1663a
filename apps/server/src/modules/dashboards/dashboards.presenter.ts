import type { Dashboard, DashboardSummary, DataMarket, Kanban } from '@ies/contracts';
import type { DashboardRow, DataMarketRow, KanbanRow, KanbanTemplate } from '../../db/schema';

export function presentSummary(row: DashboardRow, kanbanCount: number): DashboardSummary {
  return {
    id: row.id,
    name: row.name,
    kanban_count: kanbanCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A kanban's settings and layout without its ids: what a data market keeps. */
export function templateOf(row: KanbanRow): KanbanTemplate {
  return {
    name: row.name,
    description: row.description,
    device_ids: row.deviceIds,
    points: row.points,
    form: row.form,
    x_axis: row.xAxis,
    range: row.range,
    hours: row.hours,
    from: row.fromTs?.getTime() ?? null,
    to: row.toTs?.getTime() ?? null,
    layout: { x: row.x, y: row.y, w: row.w, h: row.h },
  };
}

export function presentKanban(row: KanbanRow): Kanban {
  return { id: row.id, dashboard_id: row.dashboardId, ...templateOf(row) };
}

export function presentDashboard(row: DashboardRow, kanbans: KanbanRow[]): Dashboard {
  return { ...presentSummary(row, kanbans.length), kanbans: kanbans.map(presentKanban) };
}

export function presentMarket(row: DataMarketRow): DataMarket {
  return { id: row.id, name: row.name, kanbans: row.kanbans, created_at: row.createdAt.toISOString() };
}
