import { errorCatalogue, errorStatus } from '@ies/contracts';

/** What the document needs to know of a route to list the failures it can answer. */
export interface RouteFacts {
  access: 'public' | 'session' | 'permission';
  body: boolean;
  input: boolean;
  pathParams: boolean;
  /** Domain codes the operation declares (`errors` in its contract), beyond the transport ones. */
  codes: readonly string[];
}

/** The shared failures: one named response each, its codes in the description. */
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

const envelopeRef = { $ref: '#/components/schemas/ErrorEnvelope' };
const validationRef = { $ref: '#/components/schemas/ValidationErrorEnvelope' };

function describe(codes: readonly string[], lead?: string): string {
  const lines = codes.map((code) => `- \`${code}\`: ${meaningOf(code)}`);
  return [lead, ...lines].filter(Boolean).join('\n');
}

function meaningOf(code: string): string {
  const entry = (errorCatalogue as Record<string, { meaning: string }>)[code];
  return entry?.meaning ?? '';
}

function envelopeResponse(codes: readonly string[], schema: object, lead?: string) {
  return { description: describe(codes, lead), content: { 'application/json': { schema } } };
}

/** `components.schemas` and `components.responses` for the one envelope every failure answers with. */
export function errorComponents() {
  const responses: Record<string, object> = {};
  for (const [status, { name, codes }] of Object.entries(shared)) {
    responses[name] = envelopeResponse(codes, Number(status) === 422 ? validationRef : envelopeRef);
  }
  responses.Failure = envelopeResponse(
    ['iot-http.500', 'iot-http.503'],
    envelopeRef,
    'Any other failure, as the same envelope; every code, its status and its zh and en text are listed in docs/errors.md.',
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
 * The failures one route can answer: the transport ones its declaration implies (a malformed
 * request on any; a session, a permission, a path id, a body, an input it checks), the domain
 * codes its contract declares, and the shared `default` for the rest.
 */
export function errorResponses(facts: RouteFacts): Record<string, object> {
  const statuses: SharedStatus[] = [400];
  if (facts.access !== 'public') statuses.push(401);
  if (facts.access === 'permission') statuses.push(403);
  if (facts.pathParams) statuses.push(404);
  if (facts.body) statuses.push(413, 415);
  if (facts.input) statuses.push(422);
  const byStatus = new Map<number, string[]>();
  for (const code of facts.codes) {
    const status = errorStatus(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, object> = {};
  for (const status of statuses) {
    if (!byStatus.has(status)) responses[status] = { $ref: `#/components/responses/${shared[status].name}` };
  }
  for (const [status, codes] of byStatus) {
    const generic = status in shared ? shared[status as SharedStatus].codes : [];
    const all = [...new Set([...generic, ...codes])];
    responses[status] = envelopeResponse(all, status === 422 ? validationRef : envelopeRef);
  }
  responses.default = { $ref: '#/components/responses/Failure' };
  return responses;
}
