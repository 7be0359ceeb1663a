import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type UploadRow, uploads } from '../../db/schema';

export class UploadsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof uploads.$inferInsert): Promise<{ id: string }> {
    const [created] = await this.db.insert(uploads).values(row).returning({ id: uploads.id });
    return created!;
  }

  /** Uploads are served to anyone who knows the id (avatars and logos appear on shared screens). */
  async findById(id: string): Promise<Pick<UploadRow, 'contentType' | 'content'> | undefined> {
    const [row] = await this.db
      .select({ contentType: uploads.contentType, content: uploads.content })
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
}
