import type { TextVariants } from '@ies/contracts';
import { boolean, index, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { columns } from './columns';
import { tenants } from './tenants';
import { users } from './users';

/** One message addressed to one user (docs/spec/A-access-and-shell.md §3 message; mandatory ones are reminder_mode 3). */
export const userMessages = pgTable(
  'user_messages',
  {
    id: columns.id(),
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    userId: columns.belongsTo('user_id', () => users.id),
    messageName: text('message_name').notNull(),
    messageBody: jsonb('message_body').$type<{ message: string; i18n?: TextVariants }>().notNull(),
    /** 0 unread, 1 read. */
    readStatus: smallint('read_status').notNull().default(0),
    /** Mandatory messages (reminder_mode 3) must be confirmed in a dialog after sign-in. */
    mandatory: boolean('mandatory').notNull().default(false),
    platform: text('platform').notNull().default('IES'),
    createdAt: columns.at('created_at').notNull(),
  },
  (t) => [index('user_messages_user_idx').on(t.tenantId, t.userId, t.readStatus, t.createdAt)],
);

export type UserMessageRow = typeof userMessages.$inferSelect;
