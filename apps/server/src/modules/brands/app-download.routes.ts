import { appDownloadOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface AppDownloadOptions {
  androidUrl: string;
  iosUrl: string;
}

/** The configured download addresses of the phone apps; public, like the page that shows them. */
export const appDownloadRoutes: FastifyPluginAsyncZod<AppDownloadOptions> = async (app, options) => {
  bindOperations(app, ['identity'], appDownloadOperations, {
    get: () => ({ android_url: options.androidUrl, ios_url: options.iosUrl }),
  });
};
