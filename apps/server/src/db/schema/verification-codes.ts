import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { columns } from './columns';

export const CODE_CHANNELS = ['sms', 'email'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

/**
 * SMS and e-mail codes. Only the newest code of a destination and purpose counts; it is void
 * once consumed, expired or tried too often. `requester_ip` feeds the per-address daily cap.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: columns.id(),
    destination: text('destination').notNull(),
    channel: text('channel', { enum: CODE_CHANNELS }).notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    requesterIp: text('requester_ip').notNull().default(''),
    createdAt: columns.at('created_at').notNull(),
    expiresAt: columns.at('expires_at').notNull(),
    consumedAt: columns.at('consumed_at'),
  },
  (t) => [
    index('verification_codes_destination_idx').on(t.destination, t.createdAt),
    index('verification_codes_ip_idx').on(t.requesterIp, t.createdAt),
    check('verification_codes_channel_check', sql`${t.channel} in ('sms', 'email')`),
  ],
);

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
