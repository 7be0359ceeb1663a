import type { Operation, OperationMedia } from '@ies/contracts';
import type { FastifyContextConfig, RouteOptions } from 'fastify';
import { z } from 'zod';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorComponents, errorResponses, pathNotFoundCodes, type RouteFacts } from './openapi-errors';
import { declaredOperations, namedSchemas, tidySchemas } from './openapi-schemas';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The success status of a route added by hand (`moduleRoutes`), for the OpenAPI document. */
    answer?: number;
    /** Bodies that are not (only) JSON, for the OpenAPI document. */
    media?: Operation['media'];
  }
}

const FACTS = 'x-ies-facts';

interface Facts extends RouteFacts {
  status: number;
  request?: OperationMedia[];
  reply?: OperationMedia[];
}

type TransformInput = Parameters<ReturnType<typeof createJsonSchemaTransform>>[0] & { route: RouteOptions };
type SchemaParts = Record<string, unknown>;

/** `POST /api/repair-orders/:id/approve` → `postRepairOrdersApprove`, for a route no operation declares. */
function derivedId(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part && part !== 'api' && !part.startsWith(':'))
    .flatMap((part) => part.split(/[-_]/));
  return [method.toLowerCase(), ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join('');
}

function accessOf(config: FastifyContextConfig | undefined): RouteFacts['access'] {
  if (config?.public) return 'public';
  return config?.permission === 'session' ? 'session' : 'permission';
}

/**
 * The per-route step: zod schemas become JSON Schema with the contracts' named components as
 * `$ref`s; the operation gets its id (`<group>.<name>` from the contracts), no security when it
 * is public, and the facts the document step turns into its answers.
 */
export function routeTransform() {
  const toJson = createJsonSchemaTransform({ schemaRegistry: namedSchemas(), skipList: [] });
  // Parameters are listed one by one, never a $ref: their schemas keep zod's own registry.
  const toParameters = createJsonSchemaTransform({ skipList: [] });
  return (input: TransformInput) => {
    const { route, url } = input;
    const parts = (input.schema ?? {}) as SchemaParts;
    const { querystring, params, headers, ...rest } = parts;
    type Converted = { schema: SchemaParts; url: string };
    const result = toJson({ ...input, schema: rest } as never) as Converted;
    const listed = toParameters({ ...input, schema: { querystring, params, headers } } as never) as Converted;
    Object.assign(result.schema, listed.schema);
    if (result.schema.hide) return result;
    const method = String(route.method);
    const declared = declaredOperations().get(`${method} ${url}`);
    const config = route.config as FastifyContextConfig | undefined;
    const access = accessOf(config);
    const facts: Facts = {
      access,
      body: parts.body !== undefined || config?.media?.request !== undefined,
      // A body checked by the handler (an upload, an import) is input too.
      input:
        [parts.body, parts.querystring, parts.params, parts.headers].some((p) => p !== undefined) ||
        config?.media?.request !== undefined,
      pathParams: url.includes(':'),
      codes: [...pathNotFoundCodes(url), ...(declared?.op.errors ?? [])],
      status: config?.answer ?? 200,
      request: config?.media?.request,
      reply: config?.media?.reply,
    };
    result.schema.operationId = declared?.id ?? derivedId(method, url);
    if (access === 'public') result.schema.security = [];
    result.schema[FACTS] = facts;
    return result;
  };
}

interface OperationObject {
  responses?: Record<string, { description?: string; content?: unknown }>;
  requestBody?: unknown;
  [FACTS]?: Facts;
}
interface OpenApiObject {
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
  paths?: Record<string, Record<string, OperationObject>>;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  503: 'Service unavailable',
};

function mediaSchema(media: OperationMedia, io: 'input' | 'output'): Record<string, unknown> {
  if (media.schema)
    return z.toJSONSchema(media.schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  if (media.files) {
    const file = { type: 'string', contentMediaType: 'application/octet-stream' };
    const properties = Object.fromEntries(media.files.map((name) => [name, file]));
    return { type: 'object', required: media.files, properties };
  }
  return { type: 'string', contentMediaType: media.type };
}

function mediaContent(media: OperationMedia[], io: 'input' | 'output') {
  return Object.fromEntries(media.map((one) => [one.type, { schema: tidy(mediaSchema(one, io)) }]));
}

function tidy(schema: Record<string, unknown>): object {
  delete schema.$schema;
  return schema;
}

/** Success as the route answers it: its status, its body's schema (or its media), none on 204. */
function successResponses(op: OperationObject, facts: Facts): Record<string, object> {
  const generated = op.responses ?? {};
  const answers: Record<string, object> = {};
  for (const [status, response] of Object.entries(generated)) {
    if (!/^2\d\d$/.test(status) || response.description !== 'Default Response' || response.content) {
      answers[status] = { ...response, description: STATUS_TEXT[Number(status)] ?? response.description };
    }
  }
  if (Object.keys(answers).length > 0) return answers;
  if (facts.status === 204) return { 204: { description: STATUS_TEXT[204] } };
  const text = STATUS_TEXT[facts.status] ?? 'OK';
  return {
    [facts.status]: facts.reply
      ? { description: text, content: mediaContent(facts.reply, 'output') }
      : { description: text },
  };
}

/** The component names still referred to from the paths, following references between components. */
function prune(doc: OpenApiObject): void {
  const schemas = doc.components?.schemas ?? {};
  const used = new Set<string>();
  const pending = [JSON.stringify({ paths: doc.paths, responses: doc.components?.responses })];
  while (pending.length > 0) {
    const text = pending.pop() as string;
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name === undefined || used.has(name)) continue;
      used.add(name);
      pending.push(JSON.stringify(schemas[name] ?? {}));
    }
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

/**
 * The document step: the named components, the shared error envelope and responses, each
 * operation's answers (success as declared, its failures), then only the components in use.
 */
export function documentTransform() {
  const withComponents = createJsonSchemaTransformObject({ schemaRegistry: namedSchemas() });
  return (input: Parameters<typeof withComponents>[0]) => {
    const doc = withComponents(input) as OpenApiObject;
    const errors = errorComponents();
    doc.components = {
      ...doc.components,
      schemas: { ...doc.components?.schemas, ...errors.schemas },
      responses: errors.responses,
    };
    for (const methods of Object.values(doc.paths ?? {})) {
      for (const op of Object.values(methods)) {
        const facts = op[FACTS];
        if (!facts) continue;
        delete op[FACTS];
        if (facts.request && !op.requestBody)
          op.requestBody = { required: true, content: mediaContent(facts.request, 'input') };
        op.responses = { ...successResponses(op, facts), ...errorResponses(facts) };
      }
    }
    prune(doc);
    tidySchemas(doc.components?.schemas);
    tidySchemas(doc.paths);
    return doc as ReturnType<typeof withComponents>;
  };
}
