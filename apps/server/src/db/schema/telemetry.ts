import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { columns } from './columns';

/*
 * The telemetry table and its rollups are partitioned by time, which Drizzle cannot declare:
 * they are created by migrations/0002_telemetry.sql (a custom migration), telemetry split into
 * stores (LIST by store, then by month) by migrations/0047_telemetry_stores.sql, and queried with
 * sql templates in telemetry/telemetry.repository.ts and telemetry/telemetry-stores.ts.
 */

/**
 * Raw-sample batches whose rollup contribution is not yet merged. A row is inserted with the batch
 * and deleted when its rollups are; rows left by a killed process are rebuilt from raw samples.
 * Its `pending` column (rollup levels still to merge, a bit each) is added by migrations/0002_telemetry.sql
 * and only read through sql templates.
 */
export const ingestBatches = pgTable(
  'ingest_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    instance: text('instance').notNull(),
    createdAt: columns.createdAt(),
  },
  (t) => [index('ingest_batches_created_idx').on(t.createdAt)],
);
