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
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
