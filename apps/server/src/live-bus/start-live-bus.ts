import type { EventEmitter } from 'node:events';
import type { AppConfig } from '../config/config';
import type { Database } from '../db/database';
import { LiveWatchesRepository } from './live-watches.repository';
import { PgLiveListener } from './pg-live-listener';
import { PgLivePublisher } from './pg-live-publisher';

export interface LiveBusHandle {
  /** For the API's live module: the samples of followed devices, from every ingest process. */
  listener?: PgLiveListener;
  close(): Promise<void>;
}

/**
 * The PostgreSQL live bus of this process (config.liveBus = postgres): ingest publishes followed
 * devices' samples, the API listens. With `process`, live data stays within the process.
 */
export async function startLiveBus(
  config: Pick<AppConfig, 'liveBus' | 'databaseUrl' | 'services'>,
  database: Database,
  ingestEvents: EventEmitter | undefined,
  log?: (level: 'warn' | 'error', message: string, error?: unknown) => void,
): Promise<LiveBusHandle> {
  if (config.liveBus !== 'postgres' || !config.databaseUrl) return { close: async () => {} };
  const watches = new LiveWatchesRepository(database.db);
  const publisher = ingestEvents
    ? await new PgLivePublisher({ db: database.db, source: ingestEvents, watches, log }).start()
    : undefined;
  const listener = config.services.has('api')
    ? await new PgLiveListener({ databaseUrl: config.databaseUrl, watches, log }).start()
    : undefined;
  return {
    listener,
    async close() {
      await listener?.close();
      await publisher?.close();
    },
  };
}
