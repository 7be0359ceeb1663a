import type { Database } from '../db/database';
import { RollupAccumulator } from '../telemetry/rollup-accumulator';
import type { RollupLevel } from '../telemetry/rollup-math';
import { exclusiveStoreTenants, SHARED_STORE } from '../telemetry/telemetry-stores';
import { refusingTenants } from '../telemetry/telemetry.repository';

/**
 * The tenants whose samples ingest refuses: storage full with "refuse" chosen, and the tenants
 * whose samples go to their own store (docs/storage-capacity.md). Read from the database every few
 * seconds, so every ingest process follows the storage sweep and a settings change without a call
 * per message.
 */
export class StorageGate {
  private refusing = new Set<string>();
  private exclusive = new Set<string>();

  constructor(private readonly database: Database) {}

  refuses(tenantId: string): boolean {
    return this.refusing.has(tenantId);
  }

  /** The store the tenant's samples are written to: its own (its id) or the shared one. */
  storeOf(tenantId: string): string {
    return this.exclusive.has(tenantId) ? tenantId : SHARED_STORE;
  }

  /** Reads the refusing and the exclusive tenants again; a failed read keeps the last answer. */
  async refresh(): Promise<void> {
    const refusing = new Set(await refusingTenants(this.database.db));
    const exclusive = new Set(await exclusiveStoreTenants(this.database.db));
    this.refusing = refusing;
    this.exclusive = exclusive;
  }
}

export function levelAccumulators(): Record<RollupLevel, RollupAccumulator> {
  return {
    '5m': new RollupAccumulator(['5m']),
    '1h': new RollupAccumulator(['1h']),
    '1d': new RollupAccumulator(['1d']),
  };
}

export function parseJson(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    return undefined;
  }
}
