import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({ status: z.enum(['up', 'down']), driver: z.enum(['pglite', 'postgres']) }),
  broker: z.object({
    status: z.enum(['up', 'down', 'disabled']),
    mode: z.enum(['embedded', 'external', 'disabled']),
  }),
  /**
   * The device-message pipeline of this process. `retrying`: a batch could not be written (the
   * database is away) and is retried; its messages stay unacknowledged meanwhile. `off`: this
   * process runs no ingest (SERVICES).
   */
  ingest: z.object({
    status: z.enum(['up', 'retrying', 'off']),
    /** Samples and log rows received and not yet committed. */
    pendingSamples: z.number().int(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
