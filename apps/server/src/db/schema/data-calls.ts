import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { columns } from './columns';

/**
 * Recent HTTP data calls per device (B §7, issue 32): the per-device rate limit counts a sliding
 * minute of these rows, in the database so that every server process shares one limit.
 */
export const dataCalls = pgTable(
  'data_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: text('device_id').notNull(),
    at: columns.at('at').notNull(),
  },
  (t) => [index('data_calls_device_idx').on(t.deviceId, t.at)],
);
