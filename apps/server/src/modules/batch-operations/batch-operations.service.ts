import {
  BATCH_OPERATION_LIMITS,
  type BatchOperationInput,
  batchOperationInputSchema,
  type Locale,
  type PageQuery,
} from '@ies/contracts';
import { pagedList } from '../../db/paging';
import { AppError } from '../../platform/app-error';
import { type GrantedApis, skipsApiMap } from '../../platform/auth.plugin';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { DeviceScopeResolver } from '../devices/device-scope';
import type { StationsService } from '../stations/stations.service';
import type { BatchOperationsRepository } from './batch-operations.repository';
import type { BatchRunner } from './batch-runner';
import { exportRows, presentBatch, presentItem } from './batch-operations.presenter';

export interface BatchOperationsServiceDeps {
  repository: BatchOperationsRepository;
  grants: GrantedApis;
  scopeOf: DeviceScopeResolver;
  stations: () => Pick<StationsService, 'requireAccess'>;
  runner: () => Pick<BatchRunner, 'settle'>;
}

/**
 * Batch operations (issue 31 item 4): one command or configuration push to every device the
 * selection reaches. The request stores the batch with one row per device and answers at once;
 * the job `batch-operations.run` (BatchRunner) sends through the commands module's state machine
 * (or the devices module's push), so each device gets the same checks, limits and audit as a
 * single send. A device that cannot take it (offline, local control, no such command) is refused
 * and nothing is published to it.
 */
export class BatchOperationsService {
  constructor(private readonly deps: BatchOperationsServiceDeps) {}

  async create(auth: AuthContext, body: BatchOperationInput, locale: Locale) {
    const input = batchOperationInputSchema.parse(body);
    const { target } = input;
    if (target.station_ids.length > 0)
      await this.deps.stations().requireAccess(auth, 'view', { stationIds: target.station_ids });
    if (target.device_ids.length > 0)
      await this.deps.stations().requireAccess(auth, 'view', { deviceIds: target.device_ids });
    if (input.kind === 'config_push' && !skipsApiMap(auth)) {
      if (!(await this.deps.grants.apisOf(auth)).has('device:config')) throw new AppError('iot-http.403');
    }
    const scope = await this.deps.scopeOf(auth);
    const max = BATCH_OPERATION_LIMITS.devices;
    const chosen = await this.deps.repository.selectDevices(
      scope,
      {
        stationIds: target.station_ids,
        typeIds: target.type_ids,
        deviceIds: target.device_ids,
        keyword: target.keyword.trim(),
      },
      max + 1,
    );
    if (chosen.length === 0) throw new AppError('iot-batch.10001');
    if (chosen.length > max) throw new AppError('iot-batch.10002', { params: { max } });
    const batch = await this.deps.repository.insert(
      {
        tenantId: auth.tenantId,
        kind: input.kind,
        operation: input.kind === 'command' ? input.operation : null,
        params: input.kind === 'command' ? input.params : {},
        config: input.kind === 'config_push' ? input.config : {},
        target,
        createdBy: auth.userId,
      },
      chosen.map((d) => ({ deviceId: d.id, deviceName: d.name })),
    );
    // The job `batch-operations.run` sends to each device and records its outcome (batch-runner.ts).
    return this.get(auth, batch.id, locale);
  }

  async list(auth: AuthContext, page: PageQuery) {
    await this.deps.stations().requireAccess(auth, 'view', { tenantId: auth.tenantId });
    const { rows, total } = await this.deps.repository.list(auth.tenantId, page);
    await this.settle(rows.map((r) => r.id));
    const counts = await this.deps.repository.counts(rows.map((r) => r.id));
    return pagedList(
      rows.map((row) => presentBatch(row, counts.get(row.id))),
      total,
      page,
    );
  }

  async get(auth: AuthContext, id: string, locale: Locale) {
    await this.deps.stations().requireAccess(auth, 'view', { tenantId: auth.tenantId });
    const row = await this.found(auth, id);
    await this.settle([id]);
    const [counts, items] = await Promise.all([
      this.deps.repository.counts([id]),
      this.deps.repository.items(id),
    ]);
    return { ...presentBatch(row, counts.get(id)), items: items.map((item) => presentItem(item, locale)) };
  }

  /** The results as CSV (UTF-8 with BOM, for spreadsheet programs) or xlsx. */
  async export(auth: AuthContext, id: string, format: 'csv' | 'xlsx', locale: Locale) {
    await this.deps.stations().requireAccess(auth, 'view', { tenantId: auth.tenantId });
    await this.found(auth, id);
    await this.settle([id]);
    const rows = exportRows(await this.deps.repository.items(id), locale);
    const name = `batch-operation-${id.slice(0, 8)}.${format}`;
    if (format === 'csv') {
      const text = rows.map((r) => r.map(csvCell).join(',')).join('\r\n');
      return { name, type: 'text/csv; charset=utf-8', content: Buffer.from(`\uFEFF${text}\r\n`, 'utf8') };
    }
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(locale === 'zh' ? '批量操作结果' : 'Batch results');
    for (const row of rows) sheet.addRow(row);
    sheet.getRow(1).font = { bold: true };
    for (const column of sheet.columns) column.width = 24;
    return {
      name,
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content: Buffer.from(await workbook.xlsx.writeBuffer()),
    };
  }

  private async found(auth: AuthContext, id: string) {
    const row = await this.deps.repository.find(auth.tenantId, id);
    if (!row) throw new AppError('iot-batch.10004');
    return row;
  }

  /** Items whose command has ended take their outcome before they are shown. */
  private settle(batchIds: string[]): Promise<void> {
    return this.deps.runner().settle(batchIds);
  }
}

/** A CSV cell, quoted when needed; a leading formula character is neutralised. */
function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
