import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { columns } from './columns';
import { users } from './users';

/** An external account (provider + subject) bound to one of ours. */
export const thirdPartyIdentities = pgTable(
  'third_party_identities',
  {
    id: columns.id(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: columns.belongsTo('user_id', () => users.id),
    createdAt: columns.at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('third_party_identities_subject_unique').on(t.provider, t.subject),
    index('third_party_identities_user_idx').on(t.userId),
  ],
);

/** The OAuth2 `state` values we issued; each is checked once on the callback. */
export const thirdPartyStates = pgTable('third_party_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  /** PKCE verifier sent with the code exchange (standard OAuth2 providers only). */
  codeVerifier: text('code_verifier'),
  createdAt: columns.at('created_at').notNull(),
  expiresAt: columns.at('expires_at').notNull(),
});

/** A verified but unbound external account, waiting for the bind page (hash of the bind token). */
export const thirdPartyBindTokens = pgTable('third_party_bind_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  createdAt: columns.at('created_at').notNull(),
  expiresAt: columns.at('expires_at').notNull(),
});
