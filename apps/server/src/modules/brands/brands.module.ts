import type { FastifyInstance } from 'fastify';
import { type AppDownloadOptions, appDownloadRoutes } from './app-download.routes';

export interface BrandsModuleOptions {
  appDownload: AppDownloadOptions;
}

/**
 * The phone apps' download addresses. The brand calls themselves are identity routes
 * (modules/identity), as brands are read at sign-in and registration.
 */
export async function brandsModule(app: FastifyInstance, options: BrandsModuleOptions): Promise<void> {
  await app.register(appDownloadRoutes, options.appDownload);
}
