import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A base-path mapping: requests under `path` belong on `host` (docs/spec/A-access-and-shell.md §1). */
export interface BasePathMapping {
  path: string;
  host: string;
}

/** Per-host branding; the row with host '*' is the default when no host matches. */
export const hostBrands = pgTable(
  'host_brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-case host name without port, or '*' for the default. */
    host: text('host').notNull(),
    contactName: text('contact_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    androidImage: text('android_image').notNull().default(''),
    iosImage: text('ios_image').notNull().default(''),
    /** This host offers only owner registration. */
    ownerOnly: boolean('owner_only').notNull().default(false),
    basePathMappings: jsonb('base_path_mappings').$type<BasePathMapping[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('host_brands_host_unique').on(t.host)],
);

export type HostBrandRow = typeof hostBrands.$inferSelect;
