import { appDownloadSchema } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moduleRoutes } from '../../platform/route-spec';

export interface AppDownloadOptions {
  androidUrl: string;
  iosUrl: string;
}

/** The configured download addresses of the phone apps; public, like the page that shows them. */
export const appDownloadRoutes: FastifyPluginAsyncZod<AppDownloadOptions> = async (app, options) => {
  const routes = moduleRoutes(app, ['identity']);
  routes.get('/control/app-download', 'public', {
    schema: { reply: appDownloadSchema },
    summary: 'Download addresses of the Android and iOS apps',
    handler: () => ({ android_url: options.androidUrl, ios_url: options.iosUrl }),
  });
};
