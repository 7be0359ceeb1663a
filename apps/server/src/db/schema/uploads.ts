import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, columns } from './columns';
import { tenants } from './tenants';
import { users } from './users';

/** Raw bytes; both drivers hand back a Uint8Array (pg: Buffer). */

/** An uploaded image (avatar, menu icon, logos), kept in the database so every instance can serve it. */
export const uploads = pgTable(
  'uploads',
  {
    id: columns.id(),
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    /** The type sniffed from the bytes, never the one the client declared. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: columns.at('created_at').notNull(),
  },
  (t) => [index('uploads_tenant_idx').on(t.tenantId, t.createdAt)],
);

export type UploadRow = typeof uploads.$inferSelect;
