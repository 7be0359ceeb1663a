import type { Operation } from '@ies/contracts';
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

type OperationMedia = Pick<Operation, 'media'>;

/** Who may call a route: a permission the auth plugin checks, or 'public' for anyone. */
export type RouteAccess = RoutePermission | 'public';

/** The caller a handler gets: always there on closed routes, there if signed in on public ones. */
export type RouteCaller<A extends RouteAccess> = A extends 'public' ? AuthContext | null : AuthContext;

/**
 * A route's schema besides tags and summary (zod schemas from the contracts). `reply` is the body
 * of its answer, declared under the status the route answers with (200, or 201 on `created`);
 * `response` is Fastify's own map, for any other status.
 */
export type RouteSchema = Omit<FastifySchema, 'tags' | 'summary'> & { reply?: unknown };

/** The schema as Fastify (and its zod type provider) reads it. */
type FastifySchemaOf<S extends RouteSchema> = S extends { reply: infer R }
  ? Omit<S, 'reply'> & { response: { 200: R } }
  : S;

type RouteRequest<S extends RouteSchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  FastifySchemaOf<S>,
  ZodTypeProvider
>;
type RouteReply<S extends RouteSchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  FastifySchemaOf<S>,
  ZodTypeProvider
>;

/** One route: its schema, OpenAPI summary and handler; `request` and the result are typed from the schema. */
export interface RouteDefinition<A extends RouteAccess, S extends RouteSchema> {
  schema: S;
  summary: string;
  /** false: kept out of the operation log (sign-ins go to the behaviour log instead). */
  audit?: false;
  bodyLimit?: number;
  /** Bodies that are not (only) JSON, for the OpenAPI document alone. */
  media?: OperationMedia['media'];
  handler: (
    auth: RouteCaller<A>,
    request: RouteRequest<S>,
    reply: RouteReply<S>,
  ) => ResolveFastifyReplyReturnType<ZodTypeProvider, FastifySchemaOf<S>, RouteGenericInterface>;
}

type AddRoute = <A extends RouteAccess, S extends RouteSchema>(
  url: string,
  access: A,
  definition: RouteDefinition<A, S>,
) => void;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Adders = Record<Method, AddRoute>;

/**
 * Route adders by method. `created.*` answer 201 with the handler's result; `noContent.*` answer
 * 204 without a body once the handler is done.
 */
export type ModuleRoutes = Adders & { created: Adders; noContent: Adders };

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

/** The status a route answers with: its variant's, else the one its `response` map declares. */
function answerStatus(variant: 200 | 201 | 204, response: unknown): number {
  if (variant !== 200) return variant;
  return [201, 202].find((status) => status in ((response ?? {}) as object)) ?? 200;
}

/**
 * The routes of one module under its OpenAPI tags: `routes.get(url, access, { schema, summary, handler })`.
 * Closed routes declare the permission the auth plugin checks and hand the handler its caller; the
 * answer's status is said once, by the variant (`created`, `noContent`) or the `response` map.
 */
export function moduleRoutes(
  app: FastifyInstance,
  tags: string[],
  { ownPathIds = false }: ModuleRouteOptions = {},
): ModuleRoutes {
  const add =
    (method: Method, variant: 200 | 201 | 204): AddRoute =>
    (url, access, { summary, schema: { reply: body, ...parts }, audit, bodyLimit, media, handler }) => {
      const status = answerStatus(variant, parts.response);
      const config: FastifyContextConfig =
        access === 'public' ? { public: true } : { permission: access as RoutePermission };
      if (audit === false) config.audit = audit;
      // For the OpenAPI document: the success status, and bodies that are not JSON.
      if (status !== 200) config.answer = status;
      if (media) config.media = media;
      app.route({
        method: method.toUpperCase(),
        url,
        config,
        ...(bodyLimit === undefined ? {} : { bodyLimit }),
        schema: {
          tags,
          summary,
          ...parts,
          ...(body === undefined ? {} : { response: { [status]: body } }),
        } as FastifySchema,
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const caller = access === 'public' ? request.auth : requireAuth(request);
          if (ownPathIds && caller) assertOwnPathIds(caller, request.params ?? {});
          // The definition's handler sees this request through its schema's types.
          const answer = await (handler as (...args: unknown[]) => unknown)(caller, request, reply);
          if (status === 204) return reply.status(204).send();
          return status === 200 ? answer : reply.status(status).send(answer);
        },
      });
    };
  const adders = (variant: 200 | 201 | 204): Adders => ({
    get: add('get', variant),
    post: add('post', variant),
    put: add('put', variant),
    patch: add('patch', variant),
    delete: add('delete', variant),
  });
  return { ...adders(200), created: adders(201), noContent: adders(204) };
}

/** Sends `content` as a file to save (the export routes); `type` is its content type. */
export function attachment(reply: FastifyReply, type: string, name: string, content: unknown): FastifyReply {
  return reply.type(type).header('content-disposition', `attachment; filename="${name}"`).send(content);
}
