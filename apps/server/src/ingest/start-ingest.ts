import type { DeviceAccess } from '../broker/device-access';
import type { AppConfig } from '../config/config';
import type { Database } from '../db/database';
import { deviceAccessOf } from './device-access';
import { IngestService } from './ingest.service';

/** The ingest service of a server process, started. */
export function startIngest(
  database: Database,
  config: Pick<AppConfig, 'logLevel' | 'ingestLateAfterSeconds'>,
): { service: IngestService; access: DeviceAccess } {
  const quiet = config.logLevel === 'silent' || config.logLevel === 'fatal';
  const service = new IngestService(database, {
    lateAfterMs: config.ingestLateAfterSeconds * 1000,
    log: (level, message, error) => {
      if (quiet) return;
      const detail = error instanceof Error ? error.message : error === undefined ? '' : String(error);
      console[level](`ingest: ${message}${detail ? `: ${detail}` : ''}`);
    },
  }).start();
  return { service, access: deviceAccessOf(service) };
}
