import { and, desc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { systemSettings } from '../../db/schema';
import { type DeviceFileRecallRow, deviceFileRecalls } from './lora.tables';

/** Columns of a recall without its bytes (lists read these). */
const { content: _content, ...listed } = getTableColumns(deviceFileRecalls);
export type FileRecallRow = Omit<DeviceFileRecallRow, 'content'>;

const SIGNING_KEY = 'file-recall.signing-key';

export class FileRecallRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof deviceFileRecalls.$inferInsert): Promise<void> {
    await this.db.insert(deviceFileRecalls).values(row);
  }

  async remove(id: string): Promise<void> {
    await this.db.delete(deviceFileRecalls).where(eq(deviceFileRecalls.id, id));
  }

  list(deviceId: string, limit = 50): Promise<FileRecallRow[]> {
    return this.db
      .select(listed)
      .from(deviceFileRecalls)
      .where(eq(deviceFileRecalls.deviceId, deviceId))
      .orderBy(desc(deviceFileRecalls.createdAt))
      .limit(limit);
  }

  async find(id: string, deviceId?: string): Promise<FileRecallRow | undefined> {
    const where = deviceId
      ? and(eq(deviceFileRecalls.id, id), eq(deviceFileRecalls.deviceId, deviceId))
      : eq(deviceFileRecalls.id, id);
    const [row] = await this.db.select(listed).from(deviceFileRecalls).where(where).limit(1);
    return row;
  }

  async content(id: string): Promise<Uint8Array | undefined> {
    const [row] = await this.db
      .select({ content: deviceFileRecalls.content })
      .from(deviceFileRecalls)
      .where(eq(deviceFileRecalls.id, id));
    return row?.content ?? undefined;
  }

  /** Stores the file once: a second upload to the same recall changes nothing (false). */
  async storeFile(
    id: string,
    file: { fileName: string; size: number; sha256: string; content: Uint8Array; at: Date },
  ): Promise<boolean> {
    const rows = await this.db
      .update(deviceFileRecalls)
      .set({
        fileName: file.fileName,
        size: file.size,
        sha256: file.sha256,
        content: file.content,
        fetchedAt: file.at,
      })
      .where(
        and(
          eq(deviceFileRecalls.id, id),
          isNull(deviceFileRecalls.fetchedAt),
          isNull(deviceFileRecalls.failedCode),
        ),
      )
      .returning({ id: deviceFileRecalls.id });
    return rows.length > 0;
  }

  /** Ends a recall not yet fetched as failed for good, with the reason's error code; nothing is stored. */
  async fail(id: string, code: string): Promise<void> {
    await this.db
      .update(deviceFileRecalls)
      .set({ failedCode: code })
      .where(
        and(
          eq(deviceFileRecalls.id, id),
          isNull(deviceFileRecalls.fetchedAt),
          isNull(deviceFileRecalls.failedCode),
        ),
      );
  }

  /** The upload links' key, made once and shared by every process (as firmware's). */
  async signingKey(candidate: string): Promise<string> {
    await this.db
      .insert(systemSettings)
      .values({ key: SIGNING_KEY, value: { key: candidate }, updatedAt: new Date() })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(systemSettings).where(eq(systemSettings.key, SIGNING_KEY));
    return (row!.value as { key: string }).key;
  }
}
