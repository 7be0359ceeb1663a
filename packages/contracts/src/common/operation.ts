import type { ZodType, z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An operation's schemas (zod, from these contracts): path `params`, `querystring`, `body`, and
 * `reply`, the body of its answer under the status it answers with; `response` maps any other status.
 */
export interface OperationSchema {
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  headers?: ZodType;
  reply?: ZodType;
  response?: Record<number, ZodType>;
}

/**
 * One call of the API, declared once: the server binds a handler to it, clients fill its path.
 * `access` is the permission it needs ('session' for any signed-in caller, 'public' for anyone);
 * `answer` is its status when it is not 200 (201 created, 204 no content).
 */
export interface Operation<A extends string = string, S extends OperationSchema = OperationSchema> {
  method: HttpMethod;
  path: string;
  access: A;
  answer?: 201 | 204;
  summary: string;
  schema: S;
  /** false: kept out of the operation log (sign-ins go to the behaviour log instead). */
  audit?: false;
  /** A body limit in bytes above the server's default (uploads, imports). */
  bodyLimit?: number;
  /**
   * Catalogue codes of this call's own failures, listed in the OpenAPI document under their
   * statuses beside the transport ones every call can give (docs/api/openapi.md). Only codes
   * answered as the envelope's `code`: field codes inside a 422's `data.fields` are not listed.
   */
  errors?: readonly string[];
  /** A body or an answer that is not JSON, for the OpenAPI document: its media type, its file fields. */
  media?: { request?: OperationMedia[]; reply?: OperationMedia[] };
  /**
   * The path's `:tenant_id` and `:user_id` name the caller itself (the spec's calls have them):
   * the server answers another's with 404 before the handler runs, as an unknown resource.
   */
  ownPathIds?: true;
}

/**
 * A body that is not only JSON: `multipart/form-data` with file fields, a file of one media type,
 * or JSON with its own `schema` beside a file.
 */
export interface OperationMedia {
  type: string;
  files?: string[];
  schema?: ZodType;
}

/** Declares an operation, keeping its access and schema types for the server and the clients. */
export function operation<const A extends string, const S extends OperationSchema>(
  declared: Operation<A, S>,
): Operation<A, S> {
  return declared;
}

/** The operation's path with its `:name` parameters filled in (URI-encoded). */
export function operationPath(
  op: Pick<Operation, 'path'>,
  params: Record<string, string | number> = {},
): string {
  return op.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${op.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The `:name` parameters of a path, in order. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] as string);
}

type Inferred<T> = T extends ZodType ? z.input<T> : never;
// A part whose fields are all optional may be left out.
type Part<S, K extends keyof OperationSchema, Name extends string> =
  S extends Record<K, ZodType>
    ? object extends Inferred<S[K]>
      ? { [P in Name]?: Inferred<S[K]> }
      : { [P in Name]: Inferred<S[K]> }
    : { [P in Name]?: never };

/** What a client sends for an operation: its path `params`, `query` and `body`, each as its schema takes it. */
export type OperationInput<O extends Operation> = Part<O['schema'], 'params', 'params'> &
  Part<O['schema'], 'querystring', 'query'> &
  Part<O['schema'], 'body', 'body'>;

/** What an operation answers with: its reply (or its 201/202 response) body; nothing when it declares none. */
export type OperationResult<O extends Operation> = O['answer'] extends 204
  ? undefined
  : O['schema'] extends { reply: infer R extends ZodType }
    ? z.output<R>
    : O['schema'] extends { response: { 202: infer R extends ZodType } }
      ? z.output<R>
      : O['schema'] extends { response: { 201: infer R extends ZodType } }
        ? z.output<R>
        : undefined;

/**
 * One operation per name of a list (a move, an action, a kind), keyed by that name: routes that
 * differ only by a path segment are declared like every other call, so no client builds them.
 */
export function operationsPerName<
  const K extends string,
  const A extends string,
  const S extends OperationSchema,
>(names: readonly K[], make: (name: K) => Operation<A, S>): Record<K, Operation<A, S>> {
  return Object.fromEntries(names.map((name) => [name, make(name)])) as Record<K, Operation<A, S>>;
}
