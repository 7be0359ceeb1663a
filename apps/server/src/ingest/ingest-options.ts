import { TELEMETRY_LATE_AFTER_SECONDS_DEFAULT } from '@ies/contracts';
import type { RollupLevel } from '../telemetry/rollup-math';

export interface IngestOptions {
  /** Names this process's batches (several ingest processes may share one database). */
  instance: string;
  maxBatchRows: number;
  flushIntervalMs: number;
  maxPendingRows: number;
  /** How often latest values, counters, last-seen times and due rollups are written. */
  rollupIntervalMs: number;
  /** How often each rollup level is merged (each merge costs about the same, whatever it holds). */
  levelIntervalsMs: Record<RollupLevel, number>;
  /** Samples whose rollups of a level are written in one transaction (requests go between them). */
  rollupGroupSamples: number;
  /** How often batches left without rollups (a killed process) are looked for … */
  sweepIntervalMs: number;
  /** … and how old such a batch must be. */
  sweepGraceMs: number;
  /** Ingest-error log rows per device per minute (the counter always counts). */
  errorLogsPerMinute: number;
  /** A sample received this long after its ts is stored as late (kept back by an outage). */
  lateAfterMs: number;
  log?: (level: 'warn' | 'error', message: string, error?: unknown) => void;
}

export const DEFAULT_INGEST_OPTIONS: Omit<IngestOptions, 'instance'> = {
  maxBatchRows: 2000,
  flushIntervalMs: 0,
  maxPendingRows: 20_000,
  rollupIntervalMs: 1000,
  levelIntervalsMs: { '5m': 1000, '1h': 5000, '1d': 15_000 },
  // A fifth of a second on PGlite, which holds the event loop while a statement runs.
  rollupGroupSamples: 2000,
  sweepIntervalMs: 10_000,
  sweepGraceMs: 120_000,
  errorLogsPerMinute: 20,
  lateAfterMs: TELEMETRY_LATE_AFTER_SECONDS_DEFAULT * 1000,
};
