import { operation } from '../common/operation';
import {
  simCardLinkSchema,
  simCardListSchema,
  simCardPathSchema,
  simCardSchema,
  simPoolInputSchema,
  simPoolListSchema,
  simPoolPathSchema,
  simPoolSchema,
  simPoolUpdateSchema,
} from './sim-pool';

/** Served by `modules/sim-pool/sim-pool.routes.ts`; OpenAPI tag: sim-pool. */
export const simPoolOperations = {
  list: operation({
    method: 'GET',
    path: '/sim-pools',
    access: 'sim-pool:view',
    summary: "The tenant's SIM pools with their data amounts and warnings (never a secret key)",
    schema: { reply: simPoolListSchema },
  }),
  create: operation({
    method: 'POST',
    path: '/sim-pools',
    access: 'sim-pool:create',
    answer: 201,
    summary: 'Add a SIM pool; its secret key is stored encrypted and never answered',
    errors: ['iot-sim.10004'],
    schema: { body: simPoolInputSchema, reply: simPoolSchema },
  }),
  get: operation({
    method: 'GET',
    path: '/sim-pools/:id',
    access: 'sim-pool:view',
    summary: 'One SIM pool',
    schema: { params: simPoolPathSchema, reply: simPoolSchema },
  }),
  update: operation({
    method: 'PUT',
    path: '/sim-pools/:id',
    access: 'sim-pool:update',
    summary: 'Edit a SIM pool; a secret key left out keeps the saved one',
    schema: { params: simPoolPathSchema, body: simPoolUpdateSchema, reply: simPoolSchema },
  }),
  remove: operation({
    method: 'DELETE',
    path: '/sim-pools/:id',
    access: 'sim-pool:delete',
    answer: 204,
    summary: 'Delete a SIM pool and its cards',
    schema: { params: simPoolPathSchema },
  }),
  sync: operation({
    method: 'POST',
    path: '/sim-pools/:id/sync',
    access: 'sim-pool:update',
    summary: "Sync the pool's usage and cards from its provider now",
    errors: ['iot-sim.10003'],
    schema: { params: simPoolPathSchema, reply: simPoolSchema },
  }),
  cards: operation({
    method: 'GET',
    path: '/sim-pools/:id/cards',
    access: 'sim-pool:view',
    summary: "The pool's SIM cards with their devices, usage, expiry and warnings",
    schema: { params: simPoolPathSchema, reply: simCardListSchema },
  }),
  linkCard: operation({
    method: 'PUT',
    path: '/sim-pools/:id/cards/:card_id/device',
    access: 'sim-pool:update',
    summary: "Link a SIM card to a device within the caller's authority (null unlinks it)",
    schema: { params: simCardPathSchema, body: simCardLinkSchema, reply: simCardSchema },
  }),
};
