import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which devices some API process follows live, so that ingest processes publish only those
 * (the PostgreSQL live bus). A row lives while its listener refreshes it.
 */
export const liveWatches = pgTable(
  'live_watches',
  {
    deviceId: text('device_id').notNull(),
    listenerId: text('listener_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.deviceId, table.listenerId] }),
    index('live_watches_expires_idx').on(table.expiresAt),
  ],
);
