import { z } from 'zod';

/**
 * The platform's recurring background jobs (server `platform/jobs`, docs/architecture.md "Jobs"):
 * one name each, shared by the modules that run them and the administrator's jobs page.
 */
export const PLATFORM_JOBS = {
  alarmSweep: 'alarms.sweep',
  commandSweep: 'commands.sweep',
  strategyPushSweep: 'strategies.push-sweep',
  ordersOverdue: 'orders.overdue',
  ordersPlans: 'orders.plans',
  revenueSweep: 'revenue.sweep',
  databaseMaintenance: 'database.maintenance',
  firmwareRollout: 'firmware.rollout',
  timedStrategies: 'timed-strategies.tick',
  batchOperations: 'batch-operations.run',
  simPoolSync: 'sim-pool.sync-all',
  exportsExpire: 'exports.expire',
  exportDeliveries: 'exports.deliveries',
  dockingCollect: 'platform-docking.collect',
  storageSweep: 'storage.sweep',
} as const;
export type PlatformJobName = (typeof PLATFORM_JOBS)[keyof typeof PLATFORM_JOBS];

/**
 * Jobs scheduled only where the demo runs (the all-in-one start with its simulated stations): they
 * appear on that installation's jobs page and nowhere else.
 */
export const DEMO_JOBS = {
  demoRawThinning: 'demo.thin-raw',
} as const;

/** One recurring job as the platform administrator sees it (GET /api/admin/jobs). */
export const platformJobSchema = z.object({
  name: z.string(),
  /** Period in milliseconds. */
  every_ms: z.number().int(),
  next_run_at: z.string(),
  last_started_at: z.string().nullable(),
  last_duration_ms: z.number().int().nullable(),
  last_status: z.enum(['ok', 'failed']).nullable(),
  /** The newest failure's text (shown as plain text) and when it happened. */
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
});
export type PlatformJob = z.infer<typeof platformJobSchema>;
export const platformJobListSchema = z.object({ list: z.array(platformJobSchema) });
