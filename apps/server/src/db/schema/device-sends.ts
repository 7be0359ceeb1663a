import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { columns } from './columns';

/**
 * What the platform sent (or queued) to devices recently: one row per accepted command task or
 * configuration push, with how many sends it counts. The send limiter reads a sliding window of it,
 * in the database so that every server process shares the same limits (issue 12 item 4).
 */
export const deviceSends = pgTable(
  'device_sends',
  {
    id: columns.id(),
    tenantId: columns.tenantId(),
    deviceId: text('device_id').notNull(),
    /** `command` or `config`. */
    kind: text('kind').$type<DeviceSendKind>().notNull(),
    count: integer('count').notNull(),
    at: columns.at('at').notNull(),
  },
  (t) => [
    index('device_sends_device_idx').on(t.deviceId, t.kind, t.at),
    index('device_sends_tenant_idx').on(t.tenantId, t.kind, t.at),
  ],
);

export type DeviceSendKind = 'command' | 'config';
