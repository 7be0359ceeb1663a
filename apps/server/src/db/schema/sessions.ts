import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { columns } from './columns';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A signed-in session. Only the SHA-256 of the bearer token is kept, so a copy of the table
 * cannot be replayed. It ends at `expires_at` (absolute) or after the idle time since `last_seen_at`.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: columns.id(),
    tokenHash: text('token_hash').notNull(),
    userId: columns.belongsTo('user_id', () => users.id),
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    /** password | sms | manager | ujwt | third */
    method: text('method').notNull(),
    /** The session a ujwt manager session was opened from; ending that one ends this one. */
    parentSessionId: uuid('parent_session_id'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: columns.at('created_at').notNull(),
    lastSeenAt: columns.at('last_seen_at').notNull(),
    expiresAt: columns.at('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_tenant_idx').on(t.tenantId),
    index('sessions_parent_idx').on(t.parentSessionId),
  ],
);

/** "Remember me" on the sign-in form: a revocable token (hashed) that brings back the username only. */
export const rememberTokens = pgTable(
  'remember_tokens',
  {
    id: columns.id(),
    tokenHash: text('token_hash').notNull(),
    userId: columns.belongsTo('user_id', () => users.id),
    username: text('username').notNull(),
    createdAt: columns.at('created_at').notNull(),
    expiresAt: columns.at('expires_at').notNull(),
  },
  (t) => [uniqueIndex('remember_tokens_token_hash_unique').on(t.tokenHash)],
);

export type SessionRow = typeof sessions.$inferSelect;
