import { handoffOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../platform/identity/request-context';
import type { HandoffService } from './handoff.service';

export const handoffRoutes: FastifyPluginAsyncZod<{ handoff: HandoffService }> = async (app, { handoff }) => {
  bindOperations(app, ['identity'], handoffOperations, {
    createTicket: (auth, _request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return handoff.issue(auth);
    },
    exchangeTicket: (_auth, request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return handoff.exchange(request.body.ticket, requestContext(request));
    },
  });
};
