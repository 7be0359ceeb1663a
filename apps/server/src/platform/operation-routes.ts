import type { Operation, OperationSchema } from '@ies/contracts';
import type { FastifyInstance } from 'fastify';
import {
  type ModuleRouteOptions,
  moduleRoutes,
  type RouteAccess,
  type RouteDefinition,
  type RouteSchema,
} from './route-spec';

/** The operations of one contracts group, each needing an access the auth plugin knows. */
export type OperationGroup = Record<string, Operation<RouteAccess, OperationSchema>>;

/** The handler of one operation: its caller and request typed from the declaration. */
export type OperationHandler<O> =
  O extends Operation<infer A, infer S>
    ? A extends RouteAccess
      ? S extends RouteSchema
        ? RouteDefinition<A, S>['handler']
        : never
      : never
    : never;

export type OperationHandlers<G extends OperationGroup> = { [K in keyof G]: OperationHandler<G[K]> };

/**
 * Adds a route for every operation of a group (declared in `@ies/contracts`), under the module's
 * OpenAPI tags: the declaration says the method, path, access, status and schemas; the module
 * gives only the handler. A group without a handler for each of its operations does not compile.
 */
export function bindOperations<G extends OperationGroup>(
  app: FastifyInstance,
  tags: string[],
  group: G,
  handlers: NoInfer<OperationHandlers<G>>,
  options: ModuleRouteOptions = {},
): void {
  const missing = Object.keys(group).find((name) => typeof handlers[name] !== 'function');
  if (missing !== undefined) throw new Error(`${missing}: no handler`);
  const routes = moduleRoutes(app, tags, options);
  // An operation declaring its path ids the caller's own gets the route builder's check.
  const own = options.ownPathIds ? routes : moduleRoutes(app, tags, { ...options, ownPathIds: true });
  for (const [name, op] of Object.entries(group)) {
    const base = op.ownPathIds ? own : routes;
    const adders = op.answer === 201 ? base.created : op.answer === 204 ? base.noContent : base;
    const add = adders[op.method.toLowerCase() as Lowercase<typeof op.method>];
    add(op.path, op.access, {
      schema: op.schema,
      summary: op.summary,
      ...(op.audit === false ? { audit: false as const } : {}),
      ...(op.bodyLimit === undefined ? {} : { bodyLimit: op.bodyLimit }),
      ...(op.media === undefined ? {} : { media: op.media }),
      handler: handlers[name] as RouteDefinition<RouteAccess, RouteSchema>['handler'],
    });
  }
}

/**
 * Binds a group made per name (`operationsPerName`: one call per move, action or kind) with one
 * handler maker: the handler of each operation knows the name it serves.
 */
export function bindPerName<K extends string, O extends Operation<RouteAccess, OperationSchema>>(
  app: FastifyInstance,
  tags: string[],
  group: Record<K, O>,
  handlerOf: (name: K) => NoInfer<OperationHandler<O>>,
  options: ModuleRouteOptions = {},
): void {
  const handlers = Object.fromEntries(Object.keys(group).map((name) => [name, handlerOf(name as K)]));
  bindOperations(app, tags, group, handlers as OperationHandlers<Record<K, O>>, options);
}
