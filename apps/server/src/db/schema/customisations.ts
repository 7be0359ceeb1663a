import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { columns } from './columns';
import { tenants } from './tenants';
import { users } from './users';

/**
 * Customisation entries of docs/spec/A-access-and-shell.md §3: tenant-wide ones (user_id null: system name, logos, footer,
 * systemFnAssociation) and a user's own settings (singleStationConfig). Values are text, JSON where
 * the key says so.
 */
export const customisations = pgTable(
  'customisations',
  {
    id: columns.id(),
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: columns.at('updated_at').notNull(),
  },
  (t) => [
    // One tenant-wide entry per key (null user) and one per user and key.
    unique('customisations_owner_key_unique').on(t.tenantId, t.userId, t.key).nullsNotDistinct(),
    index('customisations_user_idx').on(t.userId),
  ],
);

export type CustomisationRow = typeof customisations.$inferSelect;
