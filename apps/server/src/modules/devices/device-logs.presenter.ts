import type { DeviceLogs } from '@ies/contracts';
import type { deviceIngestErrors, deviceLogs } from '../../db/schema';

type LogRow = typeof deviceLogs.$inferSelect;
type RejectedRow = typeof deviceIngestErrors.$inferSelect;

export function presentDeviceLogs(entries: LogRow[], rejected: RejectedRow[]): DeviceLogs {
  return {
    list: entries.map((row) => ({
      id: row.id,
      ts: row.ts.toISOString(),
      kind: row.kind,
      level: row.level,
      code: row.code,
      message: row.message,
      data: row.data ?? null,
    })),
    rejected: rejected.map((row) => ({
      reason: row.reason,
      count: Number(row.count),
      last_at: row.lastAt.toISOString(),
    })),
  };
}
