/** Hostile inputs and a plausible-value generator for the route fuzz test (route-fuzz.test.ts). */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const LONG = 'x'.repeat(20_000);
const UNICODE = '名称🙂\u202e\u200b\uFEFFé\u0301𝓤';

/** Values put into one path parameter: malformed ids. */
export const PATH_HOSTILE = [
  'abc',
  '-1',
  '99999999999999999999999',
  'x'.repeat(600),
  `${UNICODE}' or 1=1 --\u0000%`,
];

/** Values put into one query parameter. */
export const QUERY_HOSTILE: Array<string | string[]> = [
  'abc',
  '-9223372036854775809',
  '1e308',
  `${LONG.slice(0, 4000)}${UNICODE}`,
  `a\u0000${UNICODE}`,
  ['1', '2'],
];

/** The hostile values for one body field, by what it takes: wrong types and its extremes. */
export function hostileFor(schema: JsonSchema): unknown[] {
  const variant = schema.anyOf ?? schema.oneOf;
  const inner = variant?.find((v) => v.type !== 'null') ?? schema;
  const type = Array.isArray(inner.type) ? inner.type.find((t) => t !== 'null') : inner.type;
  if (inner.enum) return ['abc', -1, null];
  switch (type) {
    case 'string':
      return [-1, `a\u0000${UNICODE}`, LONG, ['abc']];
    case 'integer':
    case 'number':
      return ['abc', 1e308, -(2 ** 63), 1.5];
    case 'array':
      return ['abc', ['abc'], ['abc', -1, null], null];
    case 'object':
      return ['abc', [], { $gt: '' }];
    case 'boolean':
      return ['abc', null];
    default:
      return ['abc', null];
  }
}

/** Whole bodies of the wrong shape. */
export const WHOLE_BODY_HOSTILE: unknown[] = [{}, [], 'text', null];

/** Candidate strings tried against a pattern, so that the other fields of a body stay valid. */
const STRING_CANDIDATES = [
  'Abc_123',
  'abc',
  'a1',
  '电站_1',
  '13800138000',
  '+8613800138000',
  'a@example.com',
  '2025-05-27T00:00:00Z',
  '2025-05-27',
  '12:00',
  '0aff',
  'ABCDEF',
  'abcdefgh1!',
  '123456',
  'https://example.com/a',
  '00000000-0000-4000-8000-000000000000',
];

/** A value the schema plausibly accepts (as the base into which one hostile value goes). */
export function plausible(schema: JsonSchema, depth = 0): unknown {
  if (depth > 6) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant) {
    const notNull = variant.find((v) => v.type !== 'null') ?? variant[0]!;
    return plausible(notNull, depth + 1);
  }
  if (schema.allOf) return plausible(Object.assign({}, ...schema.allOf), depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return plausibleString(schema);
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => plausible(schema.items ?? {}, depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        out[name] = plausible(schema.properties?.[name] ?? {}, depth + 1);
      }
      return out;
    }
    default:
      return 'abc';
  }
}

function plausibleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'date-time') return '2025-05-27T00:00:00.000Z';
  if (schema.format === 'email') return 'a@example.com';
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? 1000;
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (schema.pattern) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(schema.pattern, 'u');
    } catch {
      return 'abc';
    }
    return STRING_CANDIDATES.find((s) => fits(s) && pattern.test(s)) ?? 'abc';
  }
  return STRING_CANDIDATES.find(fits) ?? 'a'.repeat(min);
}
