import type {
  CustomReport,
  CustomReportList,
  CustomReportListQuery,
  CustomReportOptions,
  CustomReportRun,
  CustomReportRunQuery,
  CustomReportValues,
} from '@ies/contracts';
import type { CustomReportRow } from '../../db/schema';
import { pagedList, pageWindow } from '../../db/paging';
import { onUniqueViolation } from '../../db/violations';
import { AppError, notFound, ValidationError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { StationAccess } from '../stations/stations.service';
import type { CustomReportsRepository } from './custom-reports.repository';
import { presentCustomReport } from './custom-reports.presenter';
import { runReport } from './custom-report-run';
import type { StatisticsRepository } from './statistics.repository';
import { type StatisticsService, zoneOfStation } from './statistics.service';

const DISABLED = 'iot-statistics.10003';
const READ_ONLY = 'iot-statistics.10004';
const NOT_A_SUB_USER = 'iot-statistics.10005';
const NAME_TAKEN = 'iot-statistics.10006';

/** The tenant's people a report is shared with (the accounts module's). */
export interface ReportUsers {
  subUsers(tenantId: string): Promise<Array<{ id: string; name: string }>>;
  nameOf(tenantId: string, userId: string): Promise<string>;
}

/**
 * Custom reports (B §3, §6): definitions owned by a user, shared read-only with sub-users, run
 * by the statistics engine within the viewer's own station authority.
 */
export class CustomReportsService {
  constructor(
    private readonly deps: {
      reports: CustomReportsRepository;
      statistics: StatisticsService;
      points: StatisticsRepository;
      users: ReportUsers;
      clock: Clock;
      stations: () => StationAccess;
    },
  ) {}

  /** Managers read and change every report of the tenant; others their own and those shared with them. */
  private editable(auth: AuthContext, row: CustomReportRow): boolean {
    return auth.isManager || row.ownerId === auth.userId;
  }

  private async present(auth: AuthContext, row: CustomReportRow): Promise<CustomReport> {
    return presentCustomReport(
      row,
      this.editable(auth, row),
      await this.deps.users.nameOf(row.tenantId, row.ownerId),
    );
  }

  private async readable(auth: AuthContext, id: string): Promise<CustomReportRow> {
    const row = await this.deps.reports.find(auth.tenantId, auth.userId, auth.isManager, id);
    if (!row) throw notFound();
    return row;
  }

  async list(auth: AuthContext, query: CustomReportListQuery): Promise<CustomReportList> {
    const { rows, total } = await this.deps.reports.page(auth.tenantId, auth.userId, auth.isManager, {
      name: query.name?.trim() || undefined,
      ...pageWindow(query),
    });
    return pagedList(await Promise.all(rows.map((r) => this.present(auth, r))), total, query);
  }

  async get(auth: AuthContext, id: string): Promise<CustomReport> {
    return this.present(auth, await this.readable(auth, id));
  }

  /** What the editor offers: the caller's stations, its tenant's numeric points and sub-users. */
  async options(auth: AuthContext): Promise<CustomReportOptions> {
    const stations = this.deps.stations();
    const ids = await stations.reachableIds(auth);
    const rows = ids.length === 0 ? [] : await stations.requireAccess(auth, 'view', { stationIds: ids });
    const points = await this.deps.points.tenantPoints(auth.tenantId);
    const subUsers = (await this.deps.users.subUsers(auth.tenantId)).filter((u) => u.id !== auth.userId);
    return {
      stations: rows.map((s) => ({ id: s.id, name: s.name })).sort((a, b) => a.name.localeCompare(b.name)),
      points: points.map((p) => ({
        name: p.name,
        zh: p.zh ?? p.name,
        en: p.en ?? p.name,
        unit: p.unit ?? '',
      })),
      sub_users: subUsers,
    };
  }

  async create(auth: AuthContext, input: CustomReportValues): Promise<CustomReport> {
    if (!input.all_stations)
      await this.deps.stations().requireAccess(auth, 'view', { stationIds: input.station_ids });
    await this.checkShares(auth, input.shared_user_ids, auth.userId);
    const now = this.deps.clock.now();
    const row = await onUniqueViolation('custom_reports_tenant_name_unique', nameTaken, () =>
      this.deps.reports.insert({
        ...this.columns(input),
        tenantId: auth.tenantId,
        ownerId: auth.userId,
        updatedAt: now,
      }),
    );
    return this.present(auth, row);
  }

  async update(auth: AuthContext, id: string, input: CustomReportValues): Promise<CustomReport> {
    if (!input.all_stations)
      await this.deps.stations().requireAccess(auth, 'view', { stationIds: input.station_ids });
    const row = await this.changeable(auth, id);
    await this.checkShares(auth, input.shared_user_ids, row.ownerId);
    const updated = await onUniqueViolation('custom_reports_tenant_name_unique', nameTaken, () =>
      this.deps.reports.update(auth.tenantId, id, {
        ...this.columns(input),
        updatedAt: this.deps.clock.now(),
      }),
    );
    return this.present(auth, updated);
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    await this.changeable(auth, id);
    await this.deps.reports.delete(auth.tenantId, id);
  }

  /** Runs the report over the period for the stations the caller itself reaches. */
  async run(auth: AuthContext, id: string, query: CustomReportRunQuery): Promise<CustomReportRun> {
    const stations = this.deps.stations();
    const reachable = new Set(await stations.reachableIds(auth));
    const row = await this.readable(auth, id);
    if (!row.enabled) throw new AppError(DISABLED);
    // A shared report shows only the stations within the viewer's own authority.
    const ids = row.allStations ? [...reachable] : row.stationIds.filter((s) => reachable.has(s));
    const stationRows =
      ids.length === 0 ? [] : await stations.requireAccess(auth, 'view', { stationIds: ids });
    const zoned = stationRows.map((s) => ({ id: s.id, name: s.name, zone: zoneOfStation(s) }));
    const points = await this.deps.points.tenantPoints(auth.tenantId);
    return runReport(this.deps.statistics, auth, await this.present(auth, row), row, zoned, points, query);
  }

  private async changeable(auth: AuthContext, id: string): Promise<CustomReportRow> {
    const row = await this.readable(auth, id);
    if (!this.editable(auth, row)) throw new AppError(READ_ONLY);
    return row;
  }

  private async checkShares(auth: AuthContext, userIds: readonly string[], ownerId: string): Promise<void> {
    if (userIds.length === 0) return;
    const subUsers = new Set((await this.deps.users.subUsers(auth.tenantId)).map((u) => u.id));
    if (userIds.some((u) => u === ownerId || !subUsers.has(u))) {
      throw new ValidationError([{ field: 'shared_user_ids', code: NOT_A_SUB_USER }]);
    }
  }

  private columns(input: CustomReportValues) {
    return {
      name: input.name,
      dimension: input.dimension,
      cycle: input.cycle,
      points: input.points,
      method: input.method,
      allStations: input.all_stations,
      stationIds: input.all_stations ? [] : [...new Set(input.station_ids)],
      sharedUserIds: [...new Set(input.shared_user_ids)],
      enabled: input.enabled,
    };
  }
}

const nameTaken = () => new ValidationError([{ field: 'name', code: NAME_TAKEN }]);
