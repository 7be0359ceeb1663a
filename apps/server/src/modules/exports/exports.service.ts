import { PLATFORM_JOBS } from '@ies/contracts';
import {
  EXPORT_DIRECT_ROWS_MAX,
  EXPORT_FILE_DAYS,
  EXPORT_PDF_ROWS_MAX,
  EXPORT_ROWS_MAX,
  EXPORT_TASKS_LISTED,
  EXPORT_TASK_FINAL_STATES,
  type ExportFormat,
  type ExportRequest,
  type ExportSource,
  type ExportTask,
  type ExportTaskState,
  type Locale,
} from '@ies/contracts';
import type { UserRow } from '../../db/schema';
import { AppError, ValidationError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import { type ExportDocument, rowsOf } from './export-document';
import { writeFile } from './export-files';
import { EXPORT_TEXTS } from './export-texts';
import { documentOf, type ExportSourceServices } from './export-sources';
import { presentTask } from './exports.presenter';
import type { ExportsRepository, ExportTaskInfo } from './exports.repository';

const DAY = 86_400_000;

export const EXPORT_JOBS = {
  /** Makes one download task's file (payload { id }). */
  task: 'exports.task',
  /** Removes files older than EXPORT_FILE_DAYS (hourly). */
  expire: PLATFORM_JOBS.exportsExpire,
} as const;

export interface ExportsServiceDeps extends ExportSourceServices {
  repo: ExportsRepository;
  clock: Clock;
  /** Queues a task's job on the job runtime. */
  queue: (name: string, payload: unknown, options?: { singletonKey?: string }) => Promise<unknown>;
  /** The task owner's account as it is now (a job acts with the owner's current authority). */
  owner: (tenantId: string, userId: string) => Promise<Pick<UserRow, 'isManager' | 'userType'> | undefined>;
  /** Lower limits for tests. */
  limits?: Partial<{ rowsMax: number; directRowsMax: number }>;
  log?: (message: string, error?: unknown) => void;
}

/** The error a failed task keeps: a field's code when validation refused it. */
function codeOf(error: unknown): string {
  if (error instanceof ValidationError) return error.fields[0]?.code ?? error.code;
  if (error instanceof AppError) return error.code;
  return 'iot-http.500';
}

class Cancelled extends Error {}

/**
 * Exports (issue 29): a report or analysis table written as xlsx or PDF from the screen's own
 * service; small ones at once, big ones as download tasks on the job runtime (B §4 states), whose
 * files are kept 7 days.
 */
export class ExportsService {
  private readonly rowsMax: number;
  private readonly directRowsMax: number;

  constructor(private readonly deps: ExportsServiceDeps) {
    this.rowsMax = deps.limits?.rowsMax ?? EXPORT_ROWS_MAX;
    this.directRowsMax = deps.limits?.directRowsMax ?? EXPORT_DIRECT_ROWS_MAX;
  }

  /**
   * Checks the caller may read the source (station authority, or the custom report) before
   * anything is queued; answers the task's title in the caller's language.
   */
  async requireSource(auth: AuthContext, source: ExportSource, locale: Locale): Promise<string> {
    const t = EXPORT_TEXTS[locale];
    if (source.kind === 'energy_report') {
      if (source.query.station_ids.length > 0)
        await this.deps.stations().requireAccess(auth, 'view', { stationIds: source.query.station_ids });
      return `${t.reports[source.report]} ${source.query.start} – ${source.query.end}`;
    }
    if (source.kind === 'custom_report') {
      const report = await this.deps.customReports().get(auth, source.report_id);
      return `${report.name} ${source.query.start_time.slice(0, 10)}`;
    }
    const [station] = await this.deps
      .stations()
      .requireAccess(auth, 'view', { stationIds: [source.station_id] });
    if (source.query.device_id !== undefined)
      await this.deps.stations().requireAccess(auth, 'view', { deviceIds: [source.query.device_id] });
    return `${t.kinds[source.kind]} · ${station.name} ${source.query.from} – ${source.query.to}`;
  }

  /** A file at once: the figures of the screen's call, in the caller's language. */
  async exportFile(auth: AuthContext, request: ExportRequest, locale: Locale) {
    await this.requireSource(auth, request.source, locale);
    const { doc, fileBase } = await documentOf(this.deps, auth, request.source, locale);
    const max =
      request.format === 'pdf' ? Math.min(this.directRowsMax, EXPORT_PDF_ROWS_MAX) : this.directRowsMax;
    if (rowsOf(doc) > max) throw new AppError('iot-export.10001', { params: { max } });
    return {
      name: `${fileBase}.${request.format}`,
      format: request.format,
      content: await writeFile(request.format, doc),
    };
  }

  // ---- download tasks: initialising → collating → querying → generating → waiting for download → finished | cancelled | failed | expired ----

  async createTask(auth: AuthContext, request: ExportRequest, locale: Locale): Promise<ExportTask> {
    const title = await this.requireSource(auth, request.source, locale);
    const now = this.deps.clock.now();
    const row = await this.deps.repo.insertTask({
      tenantId: auth.tenantId,
      userId: auth.userId,
      locale,
      kind: request.source.kind,
      title,
      format: request.format,
      source: request.source,
      state: 'initialising',
      createdAt: now,
      updatedAt: now,
    });
    await this.deps.queue(EXPORT_JOBS.task, { id: row.id }, { singletonKey: `export-task:${row.id}` });
    return presentTask(row, locale);
  }

  async listTasks(auth: AuthContext, locale: Locale) {
    return {
      list: (await this.deps.repo.listTasks(auth.userId, EXPORT_TASKS_LISTED)).map((r) =>
        presentTask(r, locale),
      ),
    };
  }

  async getTask(auth: AuthContext, id: string, locale: Locale) {
    return presentTask(await this.ownTask(auth, id), locale);
  }

  async cancelTask(auth: AuthContext, id: string, locale: Locale) {
    const row = await this.ownTask(auth, id);
    if (!(await this.deps.repo.advance(row.id, 'cancelled', this.deps.clock.now())))
      throw new AppError('iot-export.10003');
    return presentTask(await this.ownTask(auth, id), locale);
  }

  /** The file of a task waiting for download; fetching it finishes the task. */
  async taskFile(auth: AuthContext, id: string) {
    const row = await this.ownTask(auth, id);
    if (row.state === 'expired')
      throw new AppError('iot-export.10002', { params: { days: EXPORT_FILE_DAYS } });
    const content =
      row.state === 'waiting_for_download' || row.state === 'finished'
        ? await this.deps.repo.fileOf(row.id)
        : null;
    if (!content) throw new AppError('iot-data.10011');
    await this.deps.repo.finishTask(row.id, this.deps.clock.now());
    return {
      name: row.fileName ?? `report.${row.format}`,
      format: row.format,
      content: Buffer.from(content),
    };
  }

  /**
   * The job of one task. Idempotent: an ended task is left alone, one taken again after a crash
   * is made again from the start; a cancel between steps stops it.
   */
  async runTask(id: string): Promise<void> {
    const repo = this.deps.repo;
    const row = await repo.taskById(id);
    if (!row || EXPORT_TASK_FINAL_STATES.includes(row.state) || row.state === 'waiting_for_download') return;
    const step = async (state: ExportTaskState, patch = {}) => {
      if (!(await repo.advance(id, state, this.deps.clock.now(), patch))) throw new Cancelled();
    };
    try {
      await step('collating');
      const owner = await this.deps.owner(row.tenantId, row.userId);
      if (!owner) throw new AppError('iot-http.404');
      const auth: AuthContext = {
        sessionId: '',
        userId: row.userId,
        tenantId: row.tenantId,
        isManager: owner.isManager,
        isPlatformAdmin: false,
        userType: owner.userType,
      };
      await step('querying');
      const { doc, fileBase } = await documentOf(this.deps, auth, row.source, row.locale);
      const rows = rowsOf(doc);
      if (rows > this.rowsMax) throw new AppError('iot-data.10001');
      if (row.format === 'pdf' && rows > EXPORT_PDF_ROWS_MAX)
        throw new AppError('iot-export.10001', { params: { max: EXPORT_PDF_ROWS_MAX } });
      await step('generating', { rows });
      const content = await this.write(row.format, doc);
      const now = this.deps.clock.now();
      await step('waiting_for_download', {
        content,
        fileName: `${fileBase}.${row.format}`,
        fileSize: content.length,
        readyAt: now,
      });
    } catch (error) {
      if (error instanceof Cancelled) return;
      this.deps.log?.(`export task ${id} failed`, error);
      await repo.advance(id, 'failed', this.deps.clock.now(), { errorCode: codeOf(error) });
    }
  }

  /** Removes files made more than EXPORT_FILE_DAYS ago (the hourly job). */
  expireFiles(): Promise<number> {
    const now = this.deps.clock.now();
    return this.deps.repo.expireFiles(new Date(now.getTime() - EXPORT_FILE_DAYS * DAY), now);
  }

  private write(format: ExportFormat, doc: ExportDocument): Promise<Buffer> {
    return writeFile(format, doc);
  }

  private async ownTask(auth: AuthContext, id: string): Promise<ExportTaskInfo> {
    const row = await this.deps.repo.findTask(auth.userId, id);
    if (!row || row.tenantId !== auth.tenantId) throw new AppError('iot-http.404');
    return row;
  }
}
