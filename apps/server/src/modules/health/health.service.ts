import type { HealthResponse } from '@ies/contracts';
import type { BrokerHandle } from '../../broker/broker';
import type { Database } from '../../db/database';

const startedAt = Date.now();

export class HealthService {
  constructor(
    private readonly database: Database,
    private readonly broker: BrokerHandle,
    private readonly version: string,
  ) {}

  async check(): Promise<HealthResponse> {
    let databaseUp = true;
    try {
      await this.database.ping();
    } catch {
      databaseUp = false;
    }
    const brokerState = this.broker.state();
    const healthy = databaseUp && brokerState !== 'down';
    return {
      status: healthy ? 'ok' : 'degraded',
      version: this.version,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      database: { status: databaseUp ? 'up' : 'down', driver: this.database.driver },
      broker: { status: brokerState, mode: this.broker.mode },
    };
  }
}
