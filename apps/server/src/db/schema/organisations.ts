import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { columns } from './columns';
import { tenants } from './tenants';
import { users } from './users';

/** The organisation tree of a tenant (issue 4 item 4); names are unique in the tenant. */
export const organisations = pgTable(
  'organisations',
  {
    id: columns.id(),
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    // Restrict: a parent with children cannot go (the service refuses first, with the B §8 text).
    parentId: uuid('parent_id').references((): AnyPgColumn => organisations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
  },
  (t) => [
    uniqueIndex('organisations_tenant_name_unique').on(t.tenantId, sql`lower(${t.name})`),
    index('organisations_parent_idx').on(t.parentId),
  ],
);

/** Users of the tenant bound to an organisation. */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    userId: columns.belongsTo('user_id', () => users.id),
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    createdAt: columns.createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.userId] }),
    index('organisation_members_user_idx').on(t.userId),
  ],
);

export type OrganisationRow = typeof organisations.$inferSelect;
