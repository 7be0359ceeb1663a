import type { HealthResponse } from '@ies/contracts';
import type { BrokerHandle } from '../../broker/broker';
import type { Database } from '../../db/database';

const startedAt = Date.now();

/** The ingest pipeline as health sees it (absent when this process runs no ingest). */
export interface IngestHealth {
  health(): HealthResponse['ingest'];
}

export class HealthService {
  constructor(
    private readonly database: Database,
    private readonly broker: BrokerHandle,
    private readonly version: string,
    private readonly ingest?: IngestHealth,
  ) {}

  /** Each part's state; never waits longer than the database pool's connection timeout. */
  async check(): Promise<HealthResponse> {
    let databaseUp = true;
    try {
      await this.database.ping();
    } catch {
      databaseUp = false;
    }
    const brokerState = this.broker.state();
    const ingest = this.ingest?.health() ?? { status: 'off', pendingSamples: 0 };
    const healthy = databaseUp && brokerState !== 'down' && ingest.status !== 'retrying';
    return {
      status: healthy ? 'ok' : 'degraded',
      version: this.version,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      database: { status: databaseUp ? 'up' : 'down', driver: this.database.driver },
      broker: { status: brokerState, mode: this.broker.mode },
      ingest,
    };
  }
}
