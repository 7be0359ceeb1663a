import { boolean, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { columns } from './columns';

/** A base-path mapping: requests under `path` belong on `host` (docs/spec/A-access-and-shell.md §1). */
export interface BasePathMapping {
  path: string;
  host: string;
}

/** Per-host branding; the row with host '*' is the default when no host matches. */
export const hostBrands = pgTable(
  'host_brands',
  {
    id: columns.id(),
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
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
  },
  (t) => [uniqueIndex('host_brands_host_unique').on(t.host)],
);

export type HostBrandRow = typeof hostBrands.$inferSelect;
