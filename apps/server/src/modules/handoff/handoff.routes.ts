import { handoffExchangeSchema, handoffSessionSchema, handoffTicketSchema } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.plugin';
import { requestContext } from '../../platform/identity/request-context';
import type { HandoffService } from './handoff.service';
import { routeSpec } from '../../platform/route-spec';

const tags = ['identity'];
const route = routeSpec(tags);

export const handoffRoutes: FastifyPluginAsyncZod<{ handoff: HandoffService }> = async (app, { handoff }) => {
  app.post(
    '/control/handoff-tickets',
    route('session', 'A one-time ticket (30 s) for opening the energy front end or a big screen', {
      response: { 200: handoffTicketSchema },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return handoff.issue(requireAuth(request));
    },
  );

  app.post(
    '/control/handoff-tickets/exchange',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Exchange a hand-off ticket for a session of its own (once)',
        body: handoffExchangeSchema,
        response: { 200: handoffSessionSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return handoff.exchange(request.body.ticket, requestContext(request));
    },
  );
};
