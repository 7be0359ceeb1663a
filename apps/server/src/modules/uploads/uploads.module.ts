import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
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
  const uploads = new UploadService(new UploadsRepository(options.db), options.clock, options.capacity);
  await app.register(uploadsRoutes, { uploads });
}
