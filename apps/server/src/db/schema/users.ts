import { USER_TYPES } from '@ies/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { columns } from './columns';
import { tenants } from './tenants';

export type { UserType } from '@ies/contracts';
export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** An account. The profile columns are the registration input of docs/spec/A-access-and-shell.md §3. */
export const users = pgTable(
  'users',
  {
    id: columns.id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    username: text('username').notNull(),
    /**
     * Lower-cased sign-in name for accounts that sign in by plain username (platform admin,
     * merchants, owners); null for sub-users, who sign in as `name@tenant`.
     */
    loginName: text('login_name'),
    namespace: text('namespace').notNull(),
    nickName: text('nick_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    mobile: text('mobile'),
    /** Lower-cased. */
    email: text('email'),
    userType: text('user_type', { enum: USER_TYPES }).notNull(),
    isManager: boolean('is_manager').notNull().default(false),
    parentUserId: uuid('parent_user_id').references((): AnyPgColumn => users.id),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    gender: text('gender').notNull().default('男'),
    job: text('job').notNull().default(''),
    ...columns.organisationAddress(),
    department: text('department').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    description: text('description').notNull().default(''),
    tenantType: integer('tenant_type').notNull().default(0),
    platform: text('platform').notNull().default(''),
    customization: jsonb('customization').notNull().default({}),
    /** Consecutive wrong passwords; reset by a successful sign-in or an unlock. */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    /** Set when the failures reach the limit; sign-in answers iot-http.423 until an SMS unlock. */
    lockedAt: columns.at('locked_at'),
    lastLoginAt: columns.at('last_login_at'),
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
  },
  (t) => [
    uniqueIndex('users_tenant_username_unique').on(t.tenantId, sql`lower(${t.username})`),
    uniqueIndex('users_login_name_unique').on(t.loginName),
    uniqueIndex('users_mobile_unique').on(t.mobile),
    uniqueIndex('users_email_unique').on(t.email),
    index('users_parent_idx').on(t.parentUserId),
    check('users_user_type_check', sql`${t.userType} in ('1', '2')`),
    check('users_status_check', sql`${t.status} in ('active', 'disabled')`),
    check('users_gender_check', sql`${t.gender} in ('男', '女')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
