import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { uploadSigner } from './upload-references';
import { UploadService } from './upload.service';
import { UploadsRepository } from './uploads.repository';
import { uploadsRoutes } from './uploads.routes';

export interface UploadsModuleOptions {
  db: Db;
  clock: Clock;
  /** Refuses new files once the tenant's storage is full (storage capacity). */
  capacity: { assertRoom(tenantId: string): Promise<void> };
}

/** Uploaded images and files. */
export async function uploadsModule(app: FastifyInstance, options: UploadsModuleOptions): Promise<void> {
  const repository = new UploadsRepository(options.db);
  const uploads = new UploadService(
    repository,
    options.clock,
    uploadSigner(repository, options.clock),
    options.capacity,
  );
  await app.register(uploadsRoutes, { uploads });
}
