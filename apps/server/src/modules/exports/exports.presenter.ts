import { errorMessage, type Delivery, type ExportTask, type Locale } from '@ies/contracts';
import { EXPORT_FILE_DAYS, EXPORT_PDF_ROWS_MAX } from '@ies/contracts';
import type { ReportDeliveryRow } from '../../db/schema';
import type { ExportTaskInfo } from './exports.repository';

const DAY = 86_400_000;

export function presentTask(row: ExportTaskInfo, locale: Locale): ExportTask {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    format: row.format,
    state: row.state,
    rows: row.rows,
    file_name: row.fileName,
    file_size: row.fileSize,
    error_code: row.errorCode,
    error_message: row.errorCode
      ? errorMessage(row.errorCode, locale, { max: EXPORT_PDF_ROWS_MAX, days: EXPORT_FILE_DAYS })
      : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    expires_at: row.readyAt ? new Date(row.readyAt.getTime() + EXPORT_FILE_DAYS * DAY).toISOString() : null,
  };
}

export function presentDelivery(row: ReportDeliveryRow): Delivery {
  return {
    id: row.id,
    name: row.name,
    source: row.source,
    format: row.format,
    frequency: row.frequency,
    time: row.time,
    weekday: row.weekday,
    month_day: row.monthDay,
    zone_station_id: row.zoneStationId,
    recipients: row.recipients,
    language: row.language,
    enabled: row.enabled,
    next_run_at: row.enabled && row.nextRunAt ? row.nextRunAt.toISOString() : null,
    last_sent_at: row.lastSentAt?.toISOString() ?? null,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
  };
}
