import type { FileRecallKind } from '@ies/contracts';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, columns } from '../../db/schema/columns';
import { devices } from '../../db/schema/devices';

/**
 * File recalls (issue 32 item 6; B §4): a `file_recall` command, then the device's upload to a
 * signed address. The state is read from the command and the file (lora/file-recall.service.ts).
 * The bytes are kept in the database, like firmware, so every server process serves them.
 */
export const deviceFileRecalls = pgTable(
  'device_file_recalls',
  {
    id: columns.id(),
    tenantId: columns.tenantId(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** The `file_recall` command; stored before the command so that a quick upload finds it. */
    commandId: uuid('command_id').notNull(),
    kind: text('kind').$type<FileRecallKind>().notNull(),
    name: text('name'),
    uploadExpiresAt: columns.at('upload_expires_at').notNull(),
    fileName: text('file_name'),
    size: integer('size'),
    sha256: text('sha256'),
    content: bytea('content'),
    /** Why the fetch failed for good (an error code), e.g. a file over the size cap; nothing is stored then. */
    failedCode: text('failed_code'),
    createdBy: uuid('created_by'),
    createdAt: columns.createdAt(),
    fetchedAt: columns.at('fetched_at'),
  },
  (t) => [index('device_file_recalls_device_idx').on(t.deviceId, t.createdAt)],
);
export type DeviceFileRecallRow = typeof deviceFileRecalls.$inferSelect;
