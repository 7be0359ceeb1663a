import { organisationsOperations } from '@ies/contracts';
import { bindOperations } from '../../platform/operation-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OrganisationsService } from './organisations.service';

/** UserManagement/OrganizationManagement (issue 4 item 4). */
export const organisationsRoutes: FastifyPluginAsyncZod<{ organisations: OrganisationsService }> = async (
  app,
  { organisations },
) => {
  bindOperations(app, ['organisations'], organisationsOperations, {
    tree: (auth) => organisations.tree(auth),
    create: (auth, { body }) => organisations.create(auth, body),
    update: (auth, { params, body }) => organisations.update(auth, params.id, body),
    remove: (auth, { params }) => organisations.remove(auth, params.id),
    members: (auth, { params }) => organisations.members(auth, params.id),
    addMembers: (auth, { params, body }) => organisations.addMembers(auth, params.id, body),
    removeMember: (auth, { params }) => organisations.removeMember(auth, params.id, params.user_id),
  });
};
