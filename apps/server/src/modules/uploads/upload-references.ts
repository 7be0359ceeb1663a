import type { Db } from '../../db/database';
import type { UploadRow } from '../../db/schema';
import { UploadsRepository } from './uploads.repository';

/**
 * What other domains may ask of uploads: the size and purpose of a tenant's upload, to check a
 * reference (station pictures, a tenant logo) before they store it.
 */
export interface UploadReferences {
  findMetaOfTenant(tenantId: string, id: string): Promise<Pick<UploadRow, 'size' | 'purpose'> | undefined>;
}

export function uploadReferences(db: Db): UploadReferences {
  const repository = new UploadsRepository(db);
  return { findMetaOfTenant: (tenantId, id) => repository.findMetaOfTenant(tenantId, id) };
}
