import { type AnyPgColumn, customType, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Raw bytes (PostgreSQL bytea), read and written as a Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Column shapes most tables share, so each table names only what is its own.
 * Each call makes a new builder: drizzle binds a column to the one table it is declared in.
 */
export const columns = {
  /** A random uuid primary key. */
  id: () => uuid('id').primaryKey().defaultRandom(),
  tenantId: () => uuid('tenant_id').notNull(),
  /** A required uuid pointing at the row this one belongs to: deleting that row deletes this one. */
  belongsTo: <TName extends string>(name: TName, target: () => AnyPgColumn) =>
    uuid(name).notNull().references(target, { onDelete: 'cascade' }),
  /** A timestamptz: every instant the schema stores carries its zone. */
  at: <TName extends string>(name: TName) => timestamp(name, { withTimezone: true }),
  createdAt: () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Free text the spec lets be left out: stored as '' rather than null. */
  blank: <TName extends string>(name: TName) => text(name).notNull().default(''),
  /** Who and where an account or a tenant is: the organisation and its address, all free text. */
  organisationAddress: () => ({
    organizationName: columns.blank('organization_name'),
    industry: columns.blank('industry'),
    address: columns.blank('address'),
    city: columns.blank('city'),
    province: columns.blank('province'),
    country: columns.blank('country'),
  }),
};
