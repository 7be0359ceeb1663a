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
import { notFound } from './app-error';
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

/** One route: its schema, OpenAPI summary and handler; `request` and the result are typed from the schema. */
export interface RouteDefinition<A extends RouteAccess, S extends RouteSchema> {
  schema: S;
  summary: string;
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

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Route adders by method; `noContent.*` answer 204 without a body once the handler is done. */
export type ModuleRoutes = Record<Method, AddRoute> & { noContent: Record<Method, AddRoute> };

/** The success status a schema declares besides 200 (201 for creates, 202 for accepted work). */
function declaredStatus(schema: RouteSchema): number | undefined {
  const response = (schema.response ?? {}) as Record<string, unknown>;
  return [201, 202].find((status) => status in response);
}

export interface ModuleRouteOptions {
  /**
   * The paths name the caller's own tenant and user (`:tenant_id`, `:user_id`, as the spec's calls
   * have them): another's answers 404, as an unknown resource would.
   */
  ownPathIds?: boolean;
}

function assertOwnPathIds(auth: AuthContext, params: { tenant_id?: unknown; user_id?: unknown }): void {
  if (params.tenant_id !== undefined && params.tenant_id !== auth.tenantId) throw notFound();
  if (params.user_id !== undefined && params.user_id !== auth.userId) throw notFound();
}

/**
 * The routes of one module under its OpenAPI tags: `routes.get(url, access, { schema, summary, handler })`.
 * Closed routes declare the permission the auth plugin checks and hand the handler its caller; the
 * answer's status is said once: by the schema (201/202) or by `routes.noContent` (204).
 */
export function moduleRoutes(
  app: FastifyInstance,
  tags: string[],
  { ownPathIds = false }: ModuleRouteOptions = {},
): ModuleRoutes {
  const add =
    (method: Method, noContent: boolean): AddRoute =>
    (url, access, { summary, schema, audit, bodyLimit, handler }) => {
      const answered = noContent ? 204 : declaredStatus(schema);
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
          if (ownPathIds && caller) assertOwnPathIds(caller, request.params ?? {});
          // The definition's handler sees this request through its schema's types.
          const answer = await (handler as (...args: unknown[]) => unknown)(caller, request, reply);
          if (answered === 204) return reply.status(204).send();
          return answered === undefined ? answer : reply.status(answered).send(answer);
        },
      });
    };
  const adders = (noContent: boolean) => ({
    get: add('get', noContent),
    post: add('post', noContent),
    put: add('put', noContent),
    patch: add('patch', noContent),
    delete: add('delete', noContent),
  });
  return { ...adders(false), noContent: adders(true) };
}

/** Sends `content` as a file to save (the export routes); `type` is its content type. */
export function attachment(reply: FastifyReply, type: string, name: string, content: unknown): FastifyReply {
  return reply.type(type).header('content-disposition', `attachment; filename="${name}"`).send(content);
}
