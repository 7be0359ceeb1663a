import { handoffExchangeSchema, handoffSessionSchema, handoffTicketSchema } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../platform/identity/request-context';
import type { HandoffService } from './handoff.service';
import { moduleRoutes } from '../../platform/route-spec';

export const handoffRoutes: FastifyPluginAsyncZod<{ handoff: HandoffService }> = async (app, { handoff }) => {
  const routes = moduleRoutes(app, ['identity']);
  routes.post('/control/handoff-tickets', 'session', {
    schema: { reply: handoffTicketSchema },
    summary: 'A one-time ticket (30 s) for opening the energy front end or a big screen',
    handler: (auth, _request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return handoff.issue(auth);
    },
  });

  routes.post('/control/handoff-tickets/exchange', 'public', {
    schema: { body: handoffExchangeSchema, reply: handoffSessionSchema },
    summary: 'Exchange a hand-off ticket for a session of its own (once)',
    handler: (_auth, request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return handoff.exchange(request.body.ticket, requestContext(request));
    },
  });
};
