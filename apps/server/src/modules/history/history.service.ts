import { PassThrough } from 'node:stream';
import {
  HISTORY_DELETE_BULK_MAX,
  HISTORY_DELETE_MAX,
  HISTORY_DOWNLOAD_RECORDS_MAX,
  HISTORY_POINTS_MAX,
  HISTORY_RECENT_RECORDS,
  HISTORY_SERIES_MAX,
  type HistoryDeleteInput,
  type HistoryDownload,
  type HistoryDownloadCreateInput,
  type HistoryQuery,
  type HistoryResolution,
  type HistoryResult,
  historyDeleteSchema,
  historyDownloadCreateSchema,
  historyQuerySchema,
} from '@ies/contracts';
import ExcelJS from 'exceljs';
import type { HistoryDownloadRow } from '../../db/schema';
import { AppError, ValidationError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { LEVEL_WIDTH_MS, ROLLUP_LEVELS } from '../../telemetry/rollup-math';
import { decodeStats } from '../../telemetry/telemetry.repository';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { DeviceScopeResolver } from '../devices/device-scope';
import { safeCell } from '../system-log/xlsx';
import type { HistoryDevice, HistoryRepository, RawRow } from './history.repository';
import { zipOneFile } from './zip-file';

/** Rows per read while a download is collected, and per sheet (xlsx holds 1,048,576 rows a sheet). */
const DOWNLOAD_PAGE = 10_000;
const SHEET_ROWS = 1_000_000;

/** B §5 volume limits; tests may lower them to reach the B §8 answers with little data. */
export interface HistoryLimits {
  downloadRecordsMax: number;
  deleteMax: number;
  deleteBulkMax: number;
}

export const HISTORY_LIMITS: HistoryLimits = {
  downloadRecordsMax: HISTORY_DOWNLOAD_RECORDS_MAX,
  deleteMax: HISTORY_DELETE_MAX,
  deleteBulkMax: HISTORY_DELETE_BULK_MAX,
};

export interface HistoryServiceDeps {
  history: HistoryRepository;
  clock: Clock;
  scopeOf: DeviceScopeResolver;
  limits?: Partial<HistoryLimits>;
  log?: (message: string, error?: unknown) => void;
}

type Cell = number | string | boolean | null;

function cellOf(value: unknown): Cell {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** [ts, value] per point, leaving out samples without the point. */
function rawSeries(points: string[], rows: RawRow[]) {
  return points.map((point) => ({
    point,
    data: rows.filter((r) => r.v[point] !== undefined).map((r) => [r.t, cellOf(r.v[point])]),
  }));
}

export function presentDownload(row: HistoryDownloadRow): HistoryDownload {
  return {
    id: row.id,
    device_id: row.deviceId,
    points: row.points,
    from: row.fromTs.getTime(),
    to: row.toTs.getTime(),
    zip: row.zipped,
    state: row.state,
    records: row.records,
    file_name: row.fileName,
    file_size: row.fileSize,
    error_code: row.errorCode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** History queries, download tasks and deletion of a device's samples (issue 5 item 8). */
export class HistoryService {
  private readonly jobs = new Set<Promise<void>>();
  private readonly limits: HistoryLimits;

  constructor(private readonly deps: HistoryServiceDeps) {
    this.limits = { ...HISTORY_LIMITS, ...deps.limits };
  }

  /** Resolves when every download job started so far has ended (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.jobs.size > 0) await Promise.allSettled([...this.jobs]);
  }

  async query(auth: AuthContext, deviceId: string, raw: HistoryQuery): Promise<HistoryResult> {
    const device = await this.device(auth, deviceId);
    const parsed = historyQuerySchema.parse(raw);
    const query = { ...parsed, points: parsed.points ?? device.points.slice(0, 1).map((p) => p.name) };
    // A type without data points has nothing to chart.
    if (device.points.length > 0) this.checkPoints(device, query.points, 1);
    if (query.recent !== undefined || (query.from === undefined && query.to === undefined)) {
      const rows = await this.deps.history.readRecent(deviceId, query.recent ?? HISTORY_RECENT_RECORDS);
      return {
        device_id: deviceId,
        resolution: 'raw',
        from: null,
        to: null,
        series: rawSeries(query.points, rows),
      };
    }
    const { from, to } = this.range(query.from, query.to);
    const count = await this.deps.history.countRaw(deviceId, from, to, HISTORY_POINTS_MAX + 1);
    if (count <= HISTORY_POINTS_MAX) {
      const rows = await this.deps.history.readRaw(deviceId, from, to, HISTORY_POINTS_MAX);
      return { device_id: deviceId, resolution: 'raw', from, to, series: rawSeries(query.points, rows) };
    }
    // Longer ranges: the finest rollup that keeps the query within 10,000 points per series (B §5).
    const level = ROLLUP_LEVELS.find(
      (l) => Math.ceil((to - from + 1) / LEVEL_WIDTH_MS[l]) <= HISTORY_POINTS_MAX,
    );
    if (!level) throw new AppError('iot-data.10005');
    const buckets = await this.deps.history.readBuckets(
      level,
      deviceId,
      from - LEVEL_WIDTH_MS[level] + 1,
      to,
    );
    const series = query.points.map((point) => ({
      point,
      data: buckets
        .filter((b) => b.s[point])
        .map((b) => {
          const stats = decodeStats(b.s[point]!);
          return [b.b, stats.count > 0 ? stats.sum / stats.count : null, stats.min, stats.max];
        }),
    }));
    return { device_id: deviceId, resolution: level as HistoryResolution, from, to, series };
  }

  /**
   * The devices of `deviceIds` the caller reaches through its station authority, in order. One it
   * does not reach (another tenant's, or outside a sub-user's stations) is refused as unknown
   * (iot-out-wrapper.70005), or left out with `reachableOnly`.
   */
  async devicesOf(auth: AuthContext, deviceIds: readonly string[], reachableOnly = false) {
    const scope = await this.deps.scopeOf(auth);
    const found: HistoryDevice[] = [];
    for (const id of new Set(deviceIds)) {
      const device = await this.deps.history.findDevice(scope, id);
      if (device) found.push(device);
      else if (!reachableOnly) throw new AppError('iot-out-wrapper.70005');
    }
    return found;
  }

  /**
   * Raw records of several devices for a kanban (B §5, §9): over [from, to], or the most recent
   * `recent` of each device. More than `cap` records in all is refused (iot-data.10005, B §8).
   */
  async recordsOf(
    devices: readonly HistoryDevice[],
    range: { from: number; to: number } | { recent: number },
    cap: number = HISTORY_POINTS_MAX,
  ): Promise<Array<{ device: HistoryDevice; rows: RawRow[] }>> {
    if ('recent' in range) {
      const out = [];
      for (const device of devices)
        out.push({ device, rows: await this.deps.history.readRecent(device.id, range.recent) });
      if (out.reduce((n, d) => n + d.rows.length, 0) > cap) throw new AppError('iot-data.10005');
      return out;
    }
    let total = 0;
    for (const device of devices) {
      total += await this.deps.history.countRaw(device.id, range.from, range.to, cap + 1 - total);
      if (total > cap) throw new AppError('iot-data.10005');
    }
    const out = [];
    for (const device of devices)
      out.push({ device, rows: await this.deps.history.readRaw(device.id, range.from, range.to, cap) });
    return out;
  }

  /** Deletes a range of samples: at most 150,000 a request; above a million refused (B §5, §8). */
  async deleteRange(auth: AuthContext, deviceId: string, body: HistoryDeleteInput) {
    const device = await this.device(auth, deviceId);
    const input = historyDeleteSchema.parse(body);
    const { from, to } = this.range(input.from, input.to);
    const { deleteMax, deleteBulkMax } = this.limits;
    const count = await this.deps.history.countRaw(deviceId, from, to, deleteBulkMax + 1);
    if (count > deleteBulkMax) throw new AppError('iot-data.10004');
    if (count > deleteMax) throw new AppError('iot-data.10003');
    const deleted = await this.deps.history.deleteRange(device, from, to);
    return {
      deleted,
      remaining: await this.deps.history.countRaw(deviceId, from, to, deleteBulkMax),
    };
  }

  // ---- downloads: initialising → collating → querying → generating → compressing → waiting for download → finished | cancelled ----

  async createDownload(auth: AuthContext, deviceId: string, body: HistoryDownloadCreateInput) {
    const device = await this.device(auth, deviceId);
    const input = historyDownloadCreateSchema.parse(body);
    const points = input.points.length > 0 ? input.points : device.points.map((p) => p.name);
    this.checkPoints(device, points, 0);
    const { from, to } = this.range(input.from, input.to);
    const now = this.deps.clock.now();
    const row = await this.deps.history.insertDownload({
      tenantId: device.tenantId,
      userId: auth.userId,
      deviceId,
      points,
      fromTs: new Date(from),
      toTs: new Date(to),
      zipped: input.zip,
      state: 'initialising',
      createdAt: now,
      updatedAt: now,
    });
    const job = this.run(row, device).catch(async (error) => {
      this.deps.log?.(`history download ${row.id} failed`, error);
      const code = error instanceof AppError ? error.code : 'iot-device.10011';
      await this.deps.history.advance(row.id, 'failed', this.deps.clock.now(), { errorCode: code });
    });
    this.jobs.add(job);
    void job.finally(() => this.jobs.delete(job));
    return presentDownload(row);
  }

  async listDownloads(auth: AuthContext, deviceId: string) {
    await this.device(auth, deviceId);
    return { list: (await this.deps.history.listDownloads(auth.userId, deviceId)).map(presentDownload) };
  }

  async getDownload(auth: AuthContext, deviceId: string, id: string) {
    return presentDownload(await this.ownDownload(auth, deviceId, id));
  }

  async cancelDownload(auth: AuthContext, deviceId: string, id: string) {
    const row = await this.ownDownload(auth, deviceId, id);
    await this.deps.history.advance(row.id, 'cancelled', this.deps.clock.now());
    return presentDownload(await this.ownDownload(auth, deviceId, id));
  }

  /** The file of a task waiting for download; fetching it finishes the task. */
  async file(auth: AuthContext, deviceId: string, id: string) {
    const row = await this.ownDownload(auth, deviceId, id);
    if ((row.state !== 'waiting_for_download' && row.state !== 'finished') || !row.content) {
      throw new AppError('iot-data.10011');
    }
    await this.deps.history.finishDownload(row.id, this.deps.clock.now());
    return {
      name: row.fileName ?? 'history.xlsx',
      zipped: row.zipped,
      content: Buffer.from(row.content),
    };
  }

  private async run(row: HistoryDownloadRow, device: HistoryDevice): Promise<void> {
    const repo = this.deps.history;
    const step = async (state: Parameters<HistoryRepository['advance']>[1], patch = {}) => {
      if (!(await repo.advance(row.id, state, this.deps.clock.now(), patch))) throw new Cancelled();
    };
    try {
      await step('collating');
      const from = row.fromTs.getTime();
      const to = row.toTs.getTime();
      const max = this.limits.downloadRecordsMax;
      const total = await repo.countRaw(row.deviceId, from, to, max + 1);
      if (total > max) throw new AppError('iot-data.10001');
      await step('querying', { records: total });
      const chunks: Buffer[] = [];
      const stream = new PassThrough();
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      const ended = new Promise<void>((resolve, reject) => {
        stream.on('end', resolve);
        stream.on('error', reject);
      });
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
      const labels = new Map(device.points.map((p) => [p.name, p]));
      // Both languages in the header: the file outlives the session that asked for it.
      const header = [
        '时间 / Time (UTC)',
        ...row.points.map((name) => {
          const point = labels.get(name);
          const texts = [point?.zh, point?.en && point.en !== point.zh ? point.en : undefined].filter(
            Boolean,
          );
          const label = texts.length > 0 ? `${texts.join(' / ')} [${name}]` : name;
          return point?.unit ? `${label} (${point.unit})` : label;
        }),
      ];
      let sheet = workbook.addWorksheet('data-1');
      sheet.addRow(header.map(safeCell)).commit();
      let inSheet = 0;
      let written = 0;
      let after: number | undefined;
      let generating = false;
      for (;;) {
        const page: RawRow[] = await repo.readRaw(row.deviceId, from, to, DOWNLOAD_PAGE, after);
        if (page.length === 0) break;
        if (!generating) {
          await step('generating');
          generating = true;
        } else if ((await repo.stateOf(row.id)) === 'cancelled') {
          throw new Cancelled();
        }
        for (const sample of page) {
          if (inSheet === SHEET_ROWS) {
            sheet.commit();
            sheet = workbook.addWorksheet(`data-${Math.floor(written / SHEET_ROWS) + 1}`);
            sheet.addRow(header.map(safeCell)).commit();
            inSheet = 0;
          }
          const values = row.points.map((name) => cellOf(sample.v[name]));
          sheet
            .addRow([new Date(sample.t).toISOString(), ...values.map((v) => (v === null ? '' : safeCell(v)))])
            .commit();
          inSheet += 1;
          written += 1;
        }
        after = page[page.length - 1]!.t;
        if (page.length < DOWNLOAD_PAGE) break;
      }
      if (!generating) await step('generating');
      sheet.commit();
      await workbook.commit();
      await ended;
      let content: Buffer = Buffer.concat(chunks);
      const base = `${row.deviceId}-history-${new Date(from).toISOString().slice(0, 10)}`;
      let fileName = `${base}.xlsx`;
      if (row.zipped) {
        await step('compressing');
        content = zipOneFile(fileName, content, this.deps.clock.now());
        fileName = `${base}.zip`;
      }
      await step('waiting_for_download', { content, fileName, fileSize: content.length, records: written });
    } catch (error) {
      if (error instanceof Cancelled) return;
      throw error;
    }
  }

  private async ownDownload(auth: AuthContext, deviceId: string, id: string): Promise<HistoryDownloadRow> {
    await this.device(auth, deviceId);
    const row = await this.deps.history.findDownload(auth.userId, id);
    if (!row || row.deviceId !== deviceId) throw new AppError('iot-http.404');
    return row;
  }

  private async device(auth: AuthContext, deviceId: string): Promise<HistoryDevice> {
    const scope = await this.deps.scopeOf(auth);
    const device = await this.deps.history.findDevice(scope, deviceId);
    if (!device) throw new AppError('iot-out-wrapper.70005');
    return device;
  }

  /** 1–3 points on a chart (min 1); a download takes any number (min 0 means "all"). */
  private checkPoints(device: HistoryDevice, points: string[], min: number): void {
    if (min > 0 && (points.length < min || points.length > HISTORY_SERIES_MAX)) {
      throw new ValidationError([{ field: 'points', code: 'iot-data.10010' }]);
    }
    const known = new Set(device.points.map((p) => p.name));
    const unknown = points.filter((p) => !known.has(p));
    if (unknown.length > 0) throw new ValidationError([{ field: 'points', code: 'iot-validation.10007' }]);
  }

  private range(from: number | undefined, to: number | undefined): { from: number; to: number } {
    const end = to ?? this.deps.clock.now().getTime();
    const start = from ?? end - 3_600_000;
    if (start > end) throw new ValidationError([{ field: 'from', code: 'iot-validation.10008' }]);
    return { from: start, to: end };
  }
}

class Cancelled extends Error {}
