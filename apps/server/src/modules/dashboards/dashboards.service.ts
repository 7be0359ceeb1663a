import {
  type Dashboard,
  type DashboardInput,
  type DashboardLayoutInput,
  type DataMarket,
  type DataMarketInput,
  DASHBOARD_GRID_COLUMNS,
  type Kanban,
  type KanbanData,
  type KanbanInput,
  KANBANS_PER_DASHBOARD_MAX,
  type PermissionApi,
  RECENT_RECORDS_OPTION,
} from '@ies/contracts';
import type { DashboardRow, KanbanRow, KanbanTemplate } from '../../db/schema';
import { AppError, ValidationError } from '../../platform/app-error';
import { type GrantedApis, skipsApiMap } from '../../platform/auth.plugin';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { HistoryService } from '../history/history.service';
import type { DashboardsRepository, NewKanban } from './dashboards.repository';
import {
  presentDashboard,
  presentKanban,
  presentMarket,
  presentSummary,
  templateOf,
} from './dashboards.presenter';

export interface DashboardsServiceDeps {
  dashboards: DashboardsRepository;
  clock: Clock;
  grants: GrantedApis;
  /** Device data: the station authority over device ids, and the records a kanban charts. */
  history: () => Pick<HistoryService, 'devicesOf' | 'recordsOf'>;
  /** Records one kanban query may read (B §9: 10,000); tests may lower it. */
  queryMax?: number;
}

/** Where a new kanban goes when none is given: half the width, below the others. */
const NEW_KANBAN = { w: 12, h: 8 };

/** Data dashboards, their kanbans and data markets (B §3, §5, §6, §9; issue 30). */
export class DashboardsService {
  constructor(private readonly deps: DashboardsServiceDeps) {}

  async list(auth: AuthContext) {
    const rows = await this.deps.dashboards.list(auth.tenantId);
    return { items: rows.map((r) => presentSummary(r, r.kanbanCount)) };
  }

  async create(auth: AuthContext, body: DashboardInput): Promise<Dashboard> {
    await this.requireEdit(auth, 'dashboard:create');
    const row = await this.deps.dashboards.insert({
      tenantId: auth.tenantId,
      name: body.name,
      createdBy: auth.userId,
    });
    return presentDashboard(row, []);
  }

  async get(auth: AuthContext, id: string): Promise<Dashboard> {
    const row = await this.dashboard(auth, id);
    return presentDashboard(row, await this.deps.dashboards.kanbansOf(row.id));
  }

  async rename(auth: AuthContext, id: string, body: DashboardInput): Promise<Dashboard> {
    await this.requireEdit(auth, 'dashboard:update');
    const row = await this.deps.dashboards.rename(auth.tenantId, id, body.name);
    if (!row) throw new AppError('iot-http.404');
    return presentDashboard(row, await this.deps.dashboards.kanbansOf(row.id));
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    await this.requireEdit(auth, 'dashboard:delete');
    if (!(await this.deps.dashboards.remove(auth.tenantId, id))) throw new AppError('iot-http.404');
  }

  async saveLayout(auth: AuthContext, id: string, body: DashboardLayoutInput): Promise<Dashboard> {
    await this.requireEdit(auth, 'dashboard:update');
    const row = await this.dashboard(auth, id);
    const moved = await this.deps.dashboards.saveLayout(auth.tenantId, row.id, body.items);
    // A kanban id not on this dashboard is an unknown resource, not a silent no-op.
    if (moved !== new Set(body.items.map((i) => i.id)).size) throw new AppError('iot-http.404');
    await this.deps.dashboards.touch(auth.tenantId, row.id);
    return this.get(auth, row.id);
  }

  async addKanban(auth: AuthContext, id: string, body: KanbanInput): Promise<Kanban> {
    await this.requireEdit(auth, 'dashboard:update');
    await this.checkDevices(auth, body.device_ids, body.points);
    const row = await this.dashboard(auth, id);
    const present = await this.deps.dashboards.kanbansOf(row.id);
    this.checkRoom(present.length, 1);
    const layout = body.layout ?? { x: 0, y: bottomOf(present), ...NEW_KANBAN };
    const [kanban] = await this.deps.dashboards.insertKanbans([
      this.newKanban(auth, row.id, templateFrom(body, layout)),
    ]);
    await this.deps.dashboards.touch(auth.tenantId, row.id);
    return presentKanban(kanban!);
  }

  async updateKanban(auth: AuthContext, id: string, kanbanId: string, body: KanbanInput): Promise<Kanban> {
    await this.requireEdit(auth, 'dashboard:update');
    await this.checkDevices(auth, body.device_ids, body.points);
    const current = await this.kanban(auth, id, kanbanId);
    const layout = body.layout ?? { x: current.x, y: current.y, w: current.w, h: current.h };
    const {
      tenantId: _t,
      dashboardId: _d,
      ...changes
    } = this.newKanban(auth, id, templateFrom(body, layout));
    const row = await this.deps.dashboards.updateKanban(auth.tenantId, current.id, changes);
    if (!row) throw new AppError('iot-http.404');
    await this.deps.dashboards.touch(auth.tenantId, id);
    return presentKanban(row);
  }

  async removeKanban(auth: AuthContext, id: string, kanbanId: string): Promise<void> {
    await this.requireEdit(auth, 'dashboard:update');
    const current = await this.kanban(auth, id, kanbanId);
    await this.deps.dashboards.removeKanban(auth.tenantId, current.id);
    await this.deps.dashboards.touch(auth.tenantId, id);
  }

  /**
   * The records of a kanban's devices within the caller's station authority (a sub-user sees
   * only its stations' devices: the others are left out), over the kanban's range.
   */
  async kanbanData(auth: AuthContext, id: string, kanbanId: string): Promise<KanbanData> {
    const kanban = await this.kanban(auth, id, kanbanId);
    const devices = await this.deps.history().devicesOf(auth, kanban.deviceIds, true);
    const now = this.deps.clock.now().getTime();
    const range: { from: number; to: number } | { recent: number } =
      kanban.range === 'recent'
        ? { recent: RECENT_RECORDS_OPTION }
        : kanban.range === 'custom'
          ? { from: kanban.fromTs?.getTime() ?? now, to: kanban.toTs?.getTime() ?? now }
          : { from: now - Math.round((kanban.hours ?? 1) * 3_600_000), to: now };
    const records = await this.deps.history().recordsOf(devices, range, this.deps.queryMax);
    const series = records.flatMap(({ device, rows }) =>
      kanban.points.map((point) => ({
        device_id: device.id,
        device_name: device.name,
        point,
        ...pointNames(device.points.find((p) => p.name === point)),
        data: rows
          .filter((r) => r.v[point] !== undefined)
          .map((r) => [r.t, cellOf(r.v[point])] as [number, number | string | boolean | null]),
      })),
    );
    return {
      from: 'recent' in range ? null : range.from,
      to: 'recent' in range ? null : range.to,
      records: records.reduce((n, d) => n + d.rows.length, 0),
      series,
    };
  }

  async markets(auth: AuthContext): Promise<{ items: DataMarket[] }> {
    return { items: (await this.deps.dashboards.markets(auth.tenantId)).map(presentMarket) };
  }

  async createMarket(auth: AuthContext, body: DataMarketInput): Promise<DataMarket> {
    await this.requireEdit(auth, 'dashboard:create');
    const dashboard = await this.dashboard(auth, body.dashboard_id);
    const rows = await this.deps.dashboards.kanbansIn(auth.tenantId, dashboard.id, body.kanban_ids);
    if (rows.length !== new Set(body.kanban_ids).size)
      throw new ValidationError([{ field: 'kanban_ids', code: 'iot-validation.10007' }]);
    // Laid out from the top: applied to a dashboard, the template goes below what is there.
    const top = Math.min(...rows.map((r) => r.y));
    const kanbans = rows.map((r) => {
      const t = templateOf(r);
      return { ...t, layout: { ...t.layout, y: t.layout.y - top } };
    });
    return presentMarket(
      await this.deps.dashboards.insertMarket({ tenantId: auth.tenantId, name: body.name, kanbans }),
    );
  }

  async removeMarket(auth: AuthContext, id: string): Promise<void> {
    await this.requireEdit(auth, 'dashboard:delete');
    if (!(await this.deps.dashboards.removeMarket(auth.tenantId, id))) throw new AppError('iot-http.404');
  }

  async applyMarket(auth: AuthContext, id: string, marketId: string): Promise<Dashboard> {
    await this.requireEdit(auth, 'dashboard:update');
    const market = await this.deps.dashboards.findMarket(auth.tenantId, marketId);
    if (!market) throw new AppError('iot-http.404');
    // The caller adds only devices within its own authority.
    await this.deps.history().devicesOf(
      auth,
      market.kanbans.flatMap((k) => k.device_ids),
    );
    const row = await this.dashboard(auth, id);
    const present = await this.deps.dashboards.kanbansOf(row.id);
    this.checkRoom(present.length, market.kanbans.length);
    const below = bottomOf(present);
    await this.deps.dashboards.insertKanbans(
      market.kanbans.map((k) =>
        this.newKanban(auth, row.id, { ...k, layout: { ...k.layout, y: k.layout.y + below } }),
      ),
    );
    await this.deps.dashboards.touch(auth.tenantId, row.id);
    return this.get(auth, row.id);
  }

  /** B §6: editing dashboards can be denied, with its own text (not the generic 403). */
  private async requireEdit(auth: AuthContext, api: PermissionApi): Promise<void> {
    if (skipsApiMap(auth)) return;
    if (!(await this.deps.grants.apisOf(auth)).has(api)) throw new AppError('iot-permission.10007');
  }

  /** Every device within the caller's authority, every point known to one of them. */
  private async checkDevices(auth: AuthContext, deviceIds: string[], points: string[]): Promise<void> {
    const devices = await this.deps.history().devicesOf(auth, deviceIds);
    const known = new Set(devices.flatMap((d) => d.points.map((p) => p.name)));
    if (points.some((p) => !known.has(p)))
      throw new ValidationError([{ field: 'points', code: 'iot-validation.10007' }]);
  }

  private checkRoom(present: number, adding: number): void {
    if (present + adding > KANBANS_PER_DASHBOARD_MAX)
      throw new AppError('iot-data.10013', { params: { max: KANBANS_PER_DASHBOARD_MAX } });
  }

  private async dashboard(auth: AuthContext, id: string): Promise<DashboardRow> {
    const row = await this.deps.dashboards.find(auth.tenantId, id);
    if (!row) throw new AppError('iot-http.404');
    return row;
  }

  private async kanban(auth: AuthContext, id: string, kanbanId: string): Promise<KanbanRow> {
    const row = await this.deps.dashboards.findKanban(auth.tenantId, id, kanbanId);
    if (!row) throw new AppError('iot-http.404');
    return row;
  }

  private newKanban(auth: AuthContext, dashboardId: string, t: KanbanTemplate): NewKanban {
    return {
      tenantId: auth.tenantId,
      dashboardId,
      name: t.name,
      description: t.description,
      deviceIds: t.device_ids,
      points: t.points,
      form: t.form,
      xAxis: t.x_axis,
      range: t.range,
      hours: t.range === 'hours' ? t.hours : null,
      fromTs: t.range === 'custom' && t.from !== null ? new Date(t.from) : null,
      toTs: t.range === 'custom' && t.to !== null ? new Date(t.to) : null,
      x: Math.min(t.layout.x, DASHBOARD_GRID_COLUMNS - 1),
      y: t.layout.y,
      w: Math.min(t.layout.w, DASHBOARD_GRID_COLUMNS - Math.min(t.layout.x, DASHBOARD_GRID_COLUMNS - 1)),
      h: t.layout.h,
    };
  }
}

function templateFrom(body: KanbanInput, layout: KanbanTemplate['layout']): KanbanTemplate {
  return {
    name: body.name,
    description: body.description,
    device_ids: [...new Set(body.device_ids)],
    points: body.points,
    form: body.form,
    x_axis: body.x_axis,
    range: body.range,
    hours: body.hours ?? null,
    from: body.from ?? null,
    to: body.to ?? null,
    layout,
  };
}

function pointNames(point: { name: string; zh?: string; en?: string; unit?: string } | undefined) {
  return {
    point_zh: point?.zh ?? point?.name ?? '',
    point_en: point?.en ?? point?.name ?? '',
    unit: point?.unit ?? '',
  };
}

function bottomOf(rows: KanbanRow[]): number {
  return rows.reduce((max, r) => Math.max(max, r.y + r.h), 0);
}

function cellOf(value: unknown): number | string | boolean | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}
