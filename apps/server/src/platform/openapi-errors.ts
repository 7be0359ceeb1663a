import { errorCatalogue, errorStatus } from '@ies/contracts';

/** What the document needs to know of a route to list the failures it can answer. */
export interface RouteFacts {
  access: 'public' | 'session' | 'permission';
  body: boolean;
  input: boolean;
  pathParams: boolean;
  /** Codes the operation declares (`errors` in its contract), beyond the ones derived here. */
  codes: readonly string[];
}

/** The failures every call of a kind can give: one named response each. */
const shared = {
  400: { name: 'BadRequest', codes: ['iot-http.400'] },
  401: { name: 'Unauthorized', codes: ['iot-http.401'] },
  403: { name: 'Forbidden', codes: ['iot-http.403'] },
  404: { name: 'NotFound', codes: ['iot-http.404'] },
  413: { name: 'PayloadTooLarge', codes: ['iot-http.413'] },
  415: { name: 'UnsupportedMediaType', codes: ['iot-http.415'] },
  422: { name: 'ValidationFailed', codes: ['iot-http.422'] },
} as const;
type SharedStatus = keyof typeof shared;

/** Answered before or around any route (request timeout, oversized head, server faults, drain). */
const ANY_CALL = ['iot-http.408', 'iot-http.431', 'iot-http.500', 'iot-http.503'];

/**
 * Where a domain answers an unknown id in the path with its own code instead of `iot-http.404`:
 * every call under a device's path looks the device up first (devices.service, `found`).
 */
const NOT_FOUND_BY_PATH: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/api\/devices\/:id(\/|$)/, 'iot-out-wrapper.70005'],
];

/** The domain's not-found code for a route's path ids, if it has its own. */
export function pathNotFoundCodes(url: string): string[] {
  return NOT_FOUND_BY_PATH.filter(([path]) => path.test(url)).map(([, code]) => code);
}

/** The extension naming exactly the envelope codes a response can carry. */
export const ERROR_CODES = 'x-error-codes';

const envelopeRef = { $ref: '#/components/schemas/ErrorEnvelope' };
const validationRef = { $ref: '#/components/schemas/ValidationErrorEnvelope' };

type Entry = { meaning: string; en: string };
const entryOf = (code: string) => (errorCatalogue as Record<string, Entry>)[code];

function describe(codes: readonly string[], lead?: string): string {
  const lines = codes.map((code) => `- \`${code}\`: ${entryOf(code)?.meaning ?? ''}`);
  return [lead, ...lines].filter(Boolean).join('\n');
}

/** One example body per code, as the server answers it in English (placeholders left named). */
function examples(codes: readonly string[]) {
  return Object.fromEntries(
    codes.map((code) => {
      const value: Record<string, unknown> = { code, message: entryOf(code)?.en ?? code };
      if (code === 'iot-http.422') {
        const field = { field: 'name', code: 'iot-validation.10001', message: 'This field is required' };
        value.data = { fields: [field] };
      }
      return [code, { summary: code, value }];
    }),
  );
}

/**
 * The envelope with its `code` narrowed to the listed ones. A 422 answered only as the field
 * validation carries `data.fields`; one that may also be a domain rule's code does not always.
 */
function envelopeResponse(status: number | 'default', codes: readonly string[], lead?: string) {
  const base =
    status === 422 && codes.length === 1 && codes[0] === 'iot-http.422' ? validationRef : envelopeRef;
  const narrowed = { type: 'object', properties: { code: { type: 'string', enum: [...codes] } } };
  return {
    description: describe(codes, lead),
    [ERROR_CODES]: [...codes],
    content: { 'application/json': { schema: { allOf: [base, narrowed] }, examples: examples(codes) } },
  };
}

/** `components.schemas` and `components.responses` for the one envelope every failure answers with. */
export function errorComponents() {
  const responses: Record<string, object> = {};
  for (const [status, { name, codes }] of Object.entries(shared)) {
    responses[name] = envelopeResponse(Number(status), codes);
  }
  responses.Failure = envelopeResponse(
    'default',
    ANY_CALL,
    'A failure of no particular call, as the same envelope; every code, its status and its zh and en text are listed in docs/errors.md.',
  );
  const code = { type: 'string', description: 'A catalogue code (docs/errors.md), e.g. `iot-http.404`.' };
  const message = { type: 'string', description: "The code's text in the caller's language (zh or en)." };
  return {
    schemas: {
      ErrorEnvelope: {
        type: 'object',
        description: 'The body of every failure.',
        required: ['code', 'message'],
        properties: { code, message, data: { description: 'Details some codes carry.' } },
      },
      FieldError: {
        type: 'object',
        required: ['field', 'code', 'message'],
        properties: { field: { type: 'string', description: 'The failing field, dotted.' }, code, message },
      },
      ValidationErrorEnvelope: {
        type: 'object',
        description: 'A request that fails its schema: one entry per failing field.',
        required: ['code', 'message', 'data'],
        properties: {
          code,
          message,
          data: {
            type: 'object',
            required: ['fields'],
            properties: { fields: { type: 'array', items: { $ref: '#/components/schemas/FieldError' } } },
          },
        },
      },
    },
    responses,
  };
}

/**
 * The envelope codes one route can answer, by status: derived from its declaration (a malformed
 * request on any call; a session, a permission, a path id, a body, an input it checks) plus the
 * codes its contract declares. The codes of `default` (any call) are not included.
 */
export function errorCodesByStatus(facts: RouteFacts): Map<number, string[]> {
  const derived: SharedStatus[] = [400];
  if (facts.access !== 'public') derived.push(401);
  if (facts.access === 'permission') derived.push(403);
  if (facts.pathParams) derived.push(404);
  if (facts.body) derived.push(413, 415);
  if (facts.input) derived.push(422);
  const byStatus = new Map<number, string[]>(derived.map((status) => [status, [...shared[status].codes]]));
  for (const code of facts.codes) {
    const status = errorStatus(code);
    const codes = byStatus.get(status) ?? [];
    if (!codes.includes(code)) codes.push(code);
    byStatus.set(status, codes);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

/**
 * The failures one route can answer: per status the envelope with exactly its codes (the shared
 * named response when they are the transport code alone), and the shared `default` for the rest.
 */
export function errorResponses(facts: RouteFacts): Record<string, object> {
  const responses: Record<string, object> = {};
  for (const [status, codes] of errorCodesByStatus(facts)) {
    const common = status in shared ? shared[status as SharedStatus] : undefined;
    const onlyCommon = common && codes.length === 1 && codes[0] === common.codes[0];
    responses[status] = onlyCommon
      ? { $ref: `#/components/responses/${common.name}` }
      : envelopeResponse(status, codes);
  }
  responses.default = { $ref: '#/components/responses/Failure' };
  return responses;
}
