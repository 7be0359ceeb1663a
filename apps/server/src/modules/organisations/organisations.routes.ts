import {
  organisationCreateSchema,
  organisationIdParamsSchema,
  organisationMemberListSchema,
  organisationMemberParamsSchema,
  organisationMembersAddSchema,
  organisationSchema,
  organisationTreeSchema,
  organisationUpdateSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moduleRoutes } from '../../platform/route-spec';
import type { OrganisationsService } from './organisations.service';

/** UserManagement/OrganizationManagement (issue 4 item 4). */
export const organisationsRoutes: FastifyPluginAsyncZod<{ organisations: OrganisationsService }> = async (
  app,
  { organisations },
) => {
  const routes = moduleRoutes(app, ['organisations']);
  routes.get('/organisations', 'org:view', {
    schema: { reply: organisationTreeSchema },
    summary: "The tenant's organisation tree",
    handler: (auth) => organisations.tree(auth),
  });
  routes.created.post('/organisations', 'org:create', {
    schema: { body: organisationCreateSchema, reply: organisationSchema },
    summary: 'Add an organisation (top level, or under parent_id)',
    handler: (auth, { body }) => organisations.create(auth, body),
  });
  routes.put('/organisations/:id', 'org:update', {
    schema: { params: organisationIdParamsSchema, body: organisationUpdateSchema, reply: organisationSchema },
    summary: 'Rename (name) and/or move (parent_id; null: to the top level)',
    handler: (auth, { params, body }) => organisations.update(auth, params.id, body),
  });
  routes.noContent.delete('/organisations/:id', 'org:delete', {
    schema: { params: organisationIdParamsSchema },
    summary: 'Delete; refused (iot-org.10001) while it has sub-organisations or members',
    handler: (auth, { params }) => organisations.remove(auth, params.id),
  });
  routes.get('/organisations/:id/members', 'org:view', {
    schema: { params: organisationIdParamsSchema, reply: organisationMemberListSchema },
    summary: 'Members of an organisation',
    handler: (auth, { params }) => organisations.members(auth, params.id),
  });
  routes.noContent.post('/organisations/:id/members', 'org:update', {
    schema: { params: organisationIdParamsSchema, body: organisationMembersAddSchema },
    summary: 'Bind users of the tenant as members (any foreign id: 404, nothing bound)',
    handler: (auth, { params, body }) => organisations.addMembers(auth, params.id, body),
  });
  routes.noContent.delete('/organisations/:id/members/:user_id', 'org:update', {
    schema: { params: organisationMemberParamsSchema },
    summary: 'Unbind a member',
    handler: (auth, { params }) => organisations.removeMember(auth, params.id, params.user_id),
  });
};
