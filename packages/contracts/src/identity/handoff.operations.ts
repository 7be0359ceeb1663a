import { operation } from '../common/operation';
import { handoffExchangeSchema, handoffSessionSchema, handoffTicketSchema } from './handoff';

/** Served by `handoff.routes.ts`; OpenAPI tag: identity. */
export const handoffOperations = {
  createTicket: operation({
    method: 'POST',
    path: '/control/handoff-tickets',
    access: 'session',
    summary: 'A one-time ticket (30 s) for opening the energy front end or a big screen',
    schema: { reply: handoffTicketSchema },
  }),
  exchangeTicket: operation({
    method: 'POST',
    path: '/control/handoff-tickets/exchange',
    errors: ['iot-http.401'],
    access: 'public',
    summary: 'Exchange a hand-off ticket for a session of its own (once)',
    schema: { body: handoffExchangeSchema, reply: handoffSessionSchema },
  }),
};
