import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ResolveFastifyReplyReturnType } from 'fastify/types/type-provider';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth, type RoutePermission } from './auth.plugin';
import type { AuthContext } from './identity/auth-context';

/** Who may call a route: a permission the auth plugin checks, or 'public' for anyone. */
export type RouteAccess = RoutePermission | 'public';

/** The caller a handler gets: always there on closed routes, there if signed in on public ones. */
export type RouteCaller<A extends RouteAccess> = A extends 'public' ? AuthContext | null : AuthContext;

/** The schema parts besides tags and summary: zod schemas from the contracts. */
type RouteSchema = Omit<FastifySchema, 'tags' | 'summary'>;

type RouteRequest<S extends RouteSchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;
type RouteReply<S extends RouteSchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/** One route: its OpenAPI summary, schema and handler; `request` and the result are typed from the schema. */
export interface RouteDefinition<A extends RouteAccess, S extends RouteSchema> {
  summary: string;
  schema: S;
  /** 204: answer without a body once the handler is done (deletes, bindings, …). */
  status?: 204;
  /** false: kept out of the operation log (sign-ins go to the behaviour log instead). */
  audit?: false;
  bodyLimit?: number;
  handler: (
    auth: RouteCaller<A>,
    request: RouteRequest<S>,
    reply: RouteReply<S>,
  ) => ResolveFastifyReplyReturnType<ZodTypeProvider, S, RouteGenericInterface>;
}

type AddRoute = <A extends RouteAccess, S extends RouteSchema>(
  url: string,
  access: A,
  definition: RouteDefinition<A, S>,
) => void;

export type ModuleRoutes = Record<'get' | 'post' | 'put' | 'patch' | 'delete', AddRoute>;

/** The success status a schema declares besides 200 (201 for creates, 202 for accepted work). */
function declaredStatus(schema: RouteSchema): number | undefined {
  const response = (schema.response ?? {}) as Record<string, unknown>;
  return [201, 202].find((status) => status in response);
}

/**
 * The routes of one module under its OpenAPI tags: `routes.get(url, access, { summary, schema, handler })`.
 * Closed routes declare the permission the auth plugin checks and hand the handler its caller; the
 * answer's status is said once, in the schema (201/202) or as `status: 204`.
 */
export function moduleRoutes(app: FastifyInstance, tags: string[]): ModuleRoutes {
  const add =
    (method: keyof ModuleRoutes): AddRoute =>
    (url, access, { summary, schema, status, audit, bodyLimit, handler }) => {
      const answered = status ?? declaredStatus(schema);
      const config: FastifyContextConfig =
        access === 'public' ? { public: true } : { permission: access as RoutePermission };
      if (audit === false) config.audit = audit;
      app.route({
        method: method.toUpperCase(),
        url,
        config,
        ...(bodyLimit === undefined ? {} : { bodyLimit }),
        schema: { tags, summary, ...schema } as FastifySchema,
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const caller = access === 'public' ? request.auth : requireAuth(request);
          // The definition's handler sees this request through its schema's types.
          const answer = await (handler as (...args: unknown[]) => unknown)(caller, request, reply);
          if (answered === 204) return reply.status(204).send();
          return answered === undefined ? answer : reply.status(answered).send(answer);
        },
      });
    };
  return { get: add('get'), post: add('post'), put: add('put'), patch: add('patch'), delete: add('delete') };
}

/** Sends `content` as a file to save (the export routes); `type` is its content type. */
export function attachment(reply: FastifyReply, type: string, name: string, content: unknown): FastifyReply {
  return reply.type(type).header('content-disposition', `attachment; filename="${name}"`).send(content);
}
