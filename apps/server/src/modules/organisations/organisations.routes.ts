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
import { requireAuth } from '../../platform/auth.plugin';
import { created, noContent, routeSpec } from '../../platform/route-spec';
import type { OrganisationsService } from './organisations.service';

const route = routeSpec(['organisations']);

/** UserManagement/OrganizationManagement (issue 4 item 4). */
export const organisationsRoutes: FastifyPluginAsyncZod<{ organisations: OrganisationsService }> = async (
  app,
  { organisations },
) => {
  app.get(
    '/organisations',
    route('org:view', "The tenant's organisation tree", { response: { 200: organisationTreeSchema } }),
    async (request) => organisations.tree(requireAuth(request)),
  );
  app.post(
    '/organisations',
    route('org:create', 'Add an organisation (top level, or under parent_id)', {
      body: organisationCreateSchema,
      response: { 201: organisationSchema },
    }),
    async (request, reply) => created(reply, organisations.create(requireAuth(request), request.body)),
  );
  app.put(
    '/organisations/:id',
    route('org:update', 'Rename (name) and/or move (parent_id; null: to the top level)', {
      params: organisationIdParamsSchema,
      body: organisationUpdateSchema,
      response: { 200: organisationSchema },
    }),
    async (request) => organisations.update(requireAuth(request), request.params.id, request.body),
  );
  app.delete(
    '/organisations/:id',
    route('org:delete', 'Delete; refused (iot-org.10001) while it has sub-organisations or members', {
      params: organisationIdParamsSchema,
    }),
    async (request, reply) => noContent(reply, organisations.remove(requireAuth(request), request.params.id)),
  );
  app.get(
    '/organisations/:id/members',
    route('org:view', 'Members of an organisation', {
      params: organisationIdParamsSchema,
      response: { 200: organisationMemberListSchema },
    }),
    async (request) => organisations.members(requireAuth(request), request.params.id),
  );
  app.post(
    '/organisations/:id/members',
    route('org:update', 'Bind users of the tenant as members (any foreign id: 404, nothing bound)', {
      params: organisationIdParamsSchema,
      body: organisationMembersAddSchema,
    }),
    async (request, reply) =>
      noContent(reply, organisations.addMembers(requireAuth(request), request.params.id, request.body)),
  );
  app.delete(
    '/organisations/:id/members/:user_id',
    route('org:update', 'Unbind a member', { params: organisationMemberParamsSchema }),
    async (request, reply) =>
      noContent(
        reply,
        organisations.removeMember(requireAuth(request), request.params.id, request.params.user_id),
      ),
  );
};
