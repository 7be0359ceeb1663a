import { operation } from '../common/operation';
import { appDownloadSchema } from './app-download';

/** Served by `app-download.routes.ts`; OpenAPI tag: identity. */
export const appDownloadOperations = {
  get: operation({
    method: 'GET',
    path: '/control/app-download',
    access: 'public',
    summary: 'Download addresses of the Android and iOS apps',
    schema: { reply: appDownloadSchema },
  }),
};
