import { operation } from '../common/operation';
import {
  organisationCreateSchema,
  organisationIdParamsSchema,
  organisationMemberListSchema,
  organisationMemberParamsSchema,
  organisationMembersAddSchema,
  organisationSchema,
  organisationTreeSchema,
  organisationUpdateSchema,
} from './organisations';

/** Served by `organisations.routes.ts`; OpenAPI tag: organisations. */
export const organisationsOperations = {
  tree: operation({
    method: 'GET',
    path: '/organisations',
    access: 'org:view',
    summary: "The tenant's organisation tree",
    schema: { reply: organisationTreeSchema },
  }),
  create: operation({
    method: 'POST',
    path: '/organisations',
    access: 'org:create',
    answer: 201,
    summary: 'Add an organisation (top level, or under parent_id)',
    schema: { body: organisationCreateSchema, reply: organisationSchema },
  }),
  update: operation({
    method: 'PUT',
    path: '/organisations/:id',
    access: 'org:update',
    summary: 'Rename (name) and/or move (parent_id; null: to the top level)',
    schema: { params: organisationIdParamsSchema, body: organisationUpdateSchema, reply: organisationSchema },
  }),
  remove: operation({
    method: 'DELETE',
    path: '/organisations/:id',
    access: 'org:delete',
    answer: 204,
    summary: 'Delete; refused (iot-org.10001) while it has sub-organisations or members',
    schema: { params: organisationIdParamsSchema },
  }),
  members: operation({
    method: 'GET',
    path: '/organisations/:id/members',
    access: 'org:view',
    summary: 'Members of an organisation',
    schema: { params: organisationIdParamsSchema, reply: organisationMemberListSchema },
  }),
  addMembers: operation({
    method: 'POST',
    path: '/organisations/:id/members',
    access: 'org:update',
    answer: 204,
    summary: 'Bind users of the tenant as members (any foreign id: 404, nothing bound)',
    schema: { params: organisationIdParamsSchema, body: organisationMembersAddSchema },
  }),
  removeMember: operation({
    method: 'DELETE',
    path: '/organisations/:id/members/:user_id',
    access: 'org:update',
    answer: 204,
    summary: 'Unbind a member',
    schema: { params: organisationMemberParamsSchema },
  }),
};
