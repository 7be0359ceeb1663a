import { dataCallOperations } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bindOperations } from '../../platform/operation-routes';
import type { DataCallService } from './data-call.service';

/** The spec's data call (B §7): POST /data-mgmt/tenants/{tenant_id}/users/{user_id}/data. */
export const dataCallRoutes: FastifyPluginAsyncZod<{ dataCall: DataCallService }> = async (
  app,
  { dataCall },
) => {
  bindOperations(app, ['devices'], dataCallOperations, {
    send: (auth, { body }) => dataCall.send(auth, body),
  });
};
