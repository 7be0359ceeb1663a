import type { PlatformJob } from '@ies/contracts';
import type { JobScheduleRow } from '../../db/schema';

/** A schedule row as the administrator's jobs page reads it. */
export function presentJob(row: JobScheduleRow): PlatformJob {
  return {
    name: row.name,
    every_ms: row.everyMs,
    next_run_at: row.nextRunAt.toISOString(),
    last_started_at: row.lastStartedAt?.toISOString() ?? null,
    last_duration_ms: row.lastDurationMs,
    last_status: row.lastStatus ?? null,
    last_error: row.lastError,
    last_error_at: row.lastErrorAt?.toISOString() ?? null,
  };
}
