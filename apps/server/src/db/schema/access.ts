import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { columns } from './columns';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A permission group (docs/spec/A-access-and-shell.md §3 role, B §5): the API names, stations, devices and menu_field
 * values its users are allowed. auth_flag 1 marks the tenant's default group `ies_default`.
 */
export const roles = pgTable(
  'roles',
  {
    id: columns.id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    authFlag: integer('auth_flag').notNull().default(0),
    apis: jsonb('apis').$type<string[]>().notNull().default([]),
    stations: jsonb('stations').$type<string[]>().notNull().default([]),
    devices: jsonb('devices').$type<string[]>().notNull().default([]),
    menus: jsonb('menus').$type<string[]>().notNull().default([]),
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
  },
  (t) => [uniqueIndex('roles_tenant_name_unique').on(t.tenantId, t.name)],
);

/** Which permission groups a user is in (both rows of one tenant). */
export const userRoles = pgTable(
  'user_roles',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: columns.belongsTo('user_id', () => users.id),
    roleId: columns.belongsTo('role_id', () => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/**
 * A user's direct station and device authority. Station and device ids are stored as given
 * (the station and device modules check them when they arrive); no row means "none granted".
 */
export const userAccessScopes = pgTable('user_access_scopes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id),
  allStations: boolean('all_stations').notNull().default(false),
  stationIds: jsonb('station_ids').$type<string[]>().notNull().default([]),
  allDevices: boolean('all_devices').notNull().default(false),
  deviceIds: jsonb('device_ids').$type<string[]>().notNull().default([]),
  updatedAt: columns.updatedAt(),
});

export type RoleRow = typeof roles.$inferSelect;
export type NewRoleRow = typeof roles.$inferInsert;
export type UserAccessScopeRow = typeof userAccessScopes.$inferSelect;
