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
    summary: "The tenant's organisation tree",
    schema: { response: { 200: organisationTreeSchema } },
    handler: (auth) => organisations.tree(auth),
  });
  routes.post('/organisations', 'org:create', {
    summary: 'Add an organisation (top level, or under parent_id)',
    schema: { body: organisationCreateSchema, response: { 201: organisationSchema } },
    handler: (auth, { body }) => organisations.create(auth, body),
  });
  routes.put('/organisations/:id', 'org:update', {
    summary: 'Rename (name) and/or move (parent_id; null: to the top level)',
    schema: {
      params: organisationIdParamsSchema,
      body: organisationUpdateSchema,
      response: { 200: organisationSchema },
    },
    handler: (auth, { params, body }) => organisations.update(auth, params.id, body),
  });
  routes.delete('/organisations/:id', 'org:delete', {
    summary: 'Delete; refused (iot-org.10001) while it has sub-organisations or members',
    schema: { params: organisationIdParamsSchema },
    status: 204,
    handler: (auth, { params }) => organisations.remove(auth, params.id),
  });
  routes.get('/organisations/:id/members', 'org:view', {
    summary: 'Members of an organisation',
    schema: { params: organisationIdParamsSchema, response: { 200: organisationMemberListSchema } },
    handler: (auth, { params }) => organisations.members(auth, params.id),
  });
  routes.post('/organisations/:id/members', 'org:update', {
    summary: 'Bind users of the tenant as members (any foreign id: 404, nothing bound)',
    schema: { params: organisationIdParamsSchema, body: organisationMembersAddSchema },
    status: 204,
    handler: (auth, { params, body }) => organisations.addMembers(auth, params.id, body),
  });
  routes.delete('/organisations/:id/members/:user_id', 'org:update', {
    summary: 'Unbind a member',
    schema: { params: organisationMemberParamsSchema },
    status: 204,
    handler: (auth, { params }) => organisations.removeMember(auth, params.id, params.user_id),
  });
};
