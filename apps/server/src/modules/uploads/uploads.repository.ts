import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { systemSettings, type UploadRow, uploads } from '../../db/schema';

export class UploadsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof uploads.$inferInsert): Promise<{ id: string }> {
    const [created] = await this.db.insert(uploads).values(row).returning({ id: uploads.id });
    return created!;
  }

  /** The upload with its purpose: private purposes are served only by a signed address. */
  async findById(id: string): Promise<Pick<UploadRow, 'contentType' | 'content' | 'purpose'> | undefined> {
    const [row] = await this.db
      .select({ contentType: uploads.contentType, content: uploads.content, purpose: uploads.purpose })
      .from(uploads)
      .where(eq(uploads.id, id));
    return row;
  }

  /** Size and purpose of a tenant's upload, to check a reference before it is stored elsewhere. */
  async findMetaOfTenant(
    tenantId: string,
    id: string,
  ): Promise<Pick<UploadRow, 'size' | 'purpose'> | undefined> {
    const [row] = await this.db
      .select({ size: uploads.size, purpose: uploads.purpose })
      .from(uploads)
      .where(and(eq(uploads.tenantId, tenantId), eq(uploads.id, id)));
    return row;
  }

  /**
   * The key that signs private uploads' addresses: made by the first process that asks and kept
   * in the database, so every process of the installation signs and checks alike.
   */
  async signingKey(candidate: string): Promise<string> {
    await this.db
      .insert(systemSettings)
      .values({ key: SIGNING_KEY, value: { key: candidate }, updatedAt: new Date() })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(systemSettings).where(eq(systemSettings.key, SIGNING_KEY));
    return (row!.value as { key: string }).key;
  }
}

const SIGNING_KEY = 'uploads.signing-key';
