import { appDownloadSchema } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface AppDownloadOptions {
  androidUrl: string;
  iosUrl: string;
}

/** The configured download addresses of the phone apps; public, like the page that shows them. */
export const appDownloadRoutes: FastifyPluginAsyncZod<AppDownloadOptions> = async (app, options) => {
  app.get(
    '/control/app-download',
    {
      config: { public: true },
      schema: {
        tags: ['identity'],
        summary: 'Download addresses of the Android and iOS apps',
        response: { 200: appDownloadSchema },
      },
    },
    async () => ({ android_url: options.androidUrl, ios_url: options.iosUrl }),
  );
};
