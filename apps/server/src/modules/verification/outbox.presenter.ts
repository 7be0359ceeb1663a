import type { OutboxRow } from '../../db/schema';

/** A message of the development outbox, as the platform administrator's list shows it. */
export function presentOutboxMessage(row: OutboxRow) {
  return {
    id: row.id,
    channel: row.channel,
    destination: row.destination,
    subject: row.subject,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  };
}
