import { operation } from '../common/operation';
import { uploadParamsSchema, uploadQuerySchema, uploadReadQuerySchema, uploadResultSchema } from './uploads';

/** Served by `uploads.routes.ts`; OpenAPI tag: uploads. */
export const uploadsOperations = {
  upload: operation({
    method: 'POST',
    path: '/uploads',
    access: 'session',
    summary: 'Upload one image (multipart field "file")',
    schema: { querystring: uploadQuerySchema, reply: uploadResultSchema },
    media: { request: [{ type: 'multipart/form-data', files: ['file'] }] },
  }),
  read: operation({
    method: 'GET',
    path: '/uploads/:id',
    access: 'public',
    summary:
      'An uploaded image (station and order pictures only through the signed address their pages give)',
    schema: { params: uploadParamsSchema, querystring: uploadReadQuerySchema },
    media: { reply: [{ type: 'image/*' }] },
  }),
};
