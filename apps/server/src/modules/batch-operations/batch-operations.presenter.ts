import {
  BATCH_ITEM_RESULT_LABELS,
  type BatchItem,
  type BatchOperation,
  type BatchSummary,
  errorMessage,
  type Locale,
} from '@ies/contracts';
import type { BatchOperationItemRow, BatchOperationRow } from '../../db/schema';

type Counts = Omit<BatchSummary, 'total' | 'progress'>;

export function summaryOf(counts: Counts | undefined): BatchSummary {
  const c = counts ?? { in_progress: 0, succeeded: 0, failed: 0, refused: 0 };
  const total = c.in_progress + c.succeeded + c.failed + c.refused;
  const done = total - c.in_progress;
  return { ...c, total, progress: total === 0 ? 100 : Math.round((done / total) * 1000) / 10 };
}

export function presentBatch(row: BatchOperationRow, counts: Counts | undefined): BatchOperation {
  return {
    id: row.id,
    kind: row.kind,
    operation: row.operation,
    params: row.kind === 'command' ? row.params : row.config,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    summary: summaryOf(counts),
  };
}

export function presentItem(row: BatchOperationItemRow, locale: Locale): BatchItem {
  return {
    device_id: row.deviceId,
    device_name: row.deviceName,
    result: row.result,
    error_code: row.errorCode,
    error_message: row.errorCode ? errorMessage(row.errorCode, locale) : null,
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** The rows of the export: a header, then one line per device, in the caller's language. */
export function exportRows(items: BatchOperationItemRow[], locale: Locale): string[][] {
  const header =
    locale === 'zh'
      ? ['设备编号', '设备名称', '结果', '原因', '完成时间']
      : ['Device ID', 'Device name', 'Result', 'Reason', 'Finished at'];
  return [
    header,
    ...items.map((item) => [
      item.deviceId,
      item.deviceName,
      BATCH_ITEM_RESULT_LABELS[item.result][locale],
      item.errorCode ? errorMessage(item.errorCode, locale) : '',
      item.finishedAt?.toISOString() ?? '',
    ]),
  ];
}
