// The alarm engine as the server runs it in the ingest path, with `rules` rules of the bench
// tenant that apply to every device (bench/alarms/run.ts compares with and without).
import type { EventEmitter } from 'node:events';
import type { Database } from '../../apps/server/src/db/database';
import { alarmRules } from '../../apps/server/src/db/schema';
import type { PendingSample } from '../../apps/server/src/ingest/sample-writer';
import { AlarmEngine } from '../../apps/server/src/modules/alarms/alarm-engine';
import { AlarmEngineRepository } from '../../apps/server/src/modules/alarms/alarm-engine.repository';
import {
  AlarmEventsRepository,
  type RaiseInput,
} from '../../apps/server/src/modules/alarms/alarm-events.repository';
import { systemClock } from '../../apps/server/src/platform/clock';

const THRESHOLD = 999.5;

/**
 * Commit → alarm event: ingest emits `samples` once their batch is committed; the clock starts
 * there for every sample that crosses a threshold and stops when its alarm event row is written.
 */
class TimedEvents extends AlarmEventsRepository {
  readonly latenciesMs: number[] = [];
  readonly committedAt = new Map<string, number>();

  override async raise(input: RaiseInput) {
    const result = await super.raise(input);
    const k = `${input.deviceId}|${input.at.getTime()}`;
    const from = this.committedAt.get(k);
    if (from !== undefined && result.created) this.latenciesMs.push(performance.now() - from);
    this.committedAt.delete(k);
    return result;
  }
}

export interface BenchAlarms {
  engine: AlarmEngine;
  /** Commit → alarm event of every raised alarm so far, in ms (unsorted). */
  latenciesMs(): number[];
  /** Forget what was measured (the warm-up). */
  reset(): void;
}

/**
 * Rule k watches p(k+1) > 999.5 (values are uniform in 0…1000): about one sample in 2,000 raises
 * an alarm, which the next sample recovers, so raises, recoveries and state writes all happen.
 */
export async function startBenchAlarms(
  database: Database,
  samples: EventEmitter,
  tenantId: string,
  rules: number,
): Promise<BenchAlarms> {
  await database.db.insert(alarmRules).values(
    Array.from({ length: rules }, (_, k) => ({
      tenantId,
      name: `bench rule ${k}`,
      dataType: 'device_data' as const,
      level: 3,
      status: 'enabled' as const,
      alertDescriptionType: 'default' as const,
      enableRecovery: true,
      triggerCondition: {
        conditions: [
          { kind: 'point' as const, point: `p${k + 1}`, comparison: '>' as const, threshold: THRESHOLD },
        ],
        join: 'and' as const,
        duration_seconds: 0,
        frequency: { type: 'immediate' as const },
        hysteresis: 0,
      },
      triggerFilter: { type: 'all' as const, ids: [] },
    })),
  );
  const events = new TimedEvents(database.db);
  // Registered before the engine's listener: the same synchronous emit, the same instant.
  samples.on('samples', (deviceId: string, batch: PendingSample[]) => {
    const now = performance.now();
    for (const sample of batch) {
      for (let k = 1; k <= rules; k++) {
        const value = sample.values[`p${k}`];
        if (typeof value === 'number' && value > THRESHOLD) {
          events.committedAt.set(`${deviceId}|${sample.ts}`, now);
          break;
        }
      }
    }
  });
  const engine = new AlarmEngine({
    repository: new AlarmEngineRepository(database.db),
    events,
    // The bench tenant has no users: nobody to ring.
    access: { scopeOf: async () => ({ allStations: true, stationIds: [] }) },
    clock: systemClock,
  }).start(samples, 0);
  return {
    engine,
    latenciesMs: () => events.latenciesMs,
    reset: () => {
      events.latenciesMs.length = 0;
    },
  };
}
