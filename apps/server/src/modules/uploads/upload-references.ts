import type { Db } from '../../db/database';
import type { UploadRow } from '../../db/schema';
import { type Clock, systemClock } from '../../platform/clock';
import { UploadSigner } from './upload-signing';
import { UploadsRepository } from './uploads.repository';

/**
 * What other domains may ask of uploads: the size and purpose of a tenant's upload, to check a
 * reference (station pictures, a tenant logo) before they store it; and the signed addresses of
 * the private pictures they show, once they have checked the caller's authority over them.
 */
export interface UploadReferences {
  findMetaOfTenant(tenantId: string, id: string): Promise<Pick<UploadRow, 'size' | 'purpose'> | undefined>;
  /** Gives each picture id its short-lived signed address (station and order pictures). */
  pictureUrls(): Promise<(id: string) => string>;
}

export function uploadReferences(db: Db, clock: Clock = systemClock): UploadReferences {
  const repository = new UploadsRepository(db);
  const signer = uploadSigner(repository, clock);
  return {
    findMetaOfTenant: (tenantId, id) => repository.findMetaOfTenant(tenantId, id),
    pictureUrls: () => signer.signer(),
  };
}

/** The signer over the installation's key, kept in the database (made at first use). */
export function uploadSigner(repository: UploadsRepository, clock: Clock): UploadSigner {
  return new UploadSigner((candidate) => repository.signingKey(candidate), clock);
}
