import { catalogueErrorMap } from '@ies/contracts';
import type { FormRule } from 'antd';
import { translateError } from '../i18n/translateError';

interface Issue {
  message: string;
  params?: Record<string, unknown>;
  minimum?: unknown;
  maximum?: unknown;
}

/** The part of a zod schema a rule needs. */
export interface RuleSchema {
  safeParse(
    value: unknown,
    params?: { error: typeof catalogueErrorMap },
  ): { success: true } | { success: false; error: { issues: Issue[] } };
}

/** Every issue gets a catalogue code (a schema's own, else the generic one for its kind). */
const parse = (schema: RuleSchema, value: unknown) => schema.safeParse(value, { error: catalogueErrorMap });

/** The first issue's catalogue text, with its {min}/{max}/{digits} filled in. */
export function issueText(issue: Issue | undefined): string {
  if (!issue) return translateError('iot-validation.10002');
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(issue.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  }
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint')
    params.min ??= Number(issue.minimum);
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint')
    params.max ??= Number(issue.maximum);
  return translateError(issue.message, params);
}

/** Runs a contract field schema; rejects with the first issue's catalogue text in the current language. */
export async function checkField(schema: RuleSchema, value: unknown): Promise<void> {
  const result = parse(schema, value);
  if (!result.success) throw new Error(issueText(result.error.issues[0]));
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * An antd rule from a shared zod field schema, so the browser checks exactly what the server will.
 * Empty inputs (antd gives undefined, '' or null) reach the schema as `empty`.
 */
export function fieldRule(schema: RuleSchema, empty: unknown = undefined): FormRule {
  return {
    validator: async (_rule, value: unknown) => checkField(schema, isEmpty(value) ? empty : value),
  };
}

/** Runs a field schema; rejects with the first issue's text in the current language, placeholders filled. */
export async function checkWithSchema(schema: RuleSchema, value: unknown): Promise<void> {
  const result = parse(schema, value);
  if (result.success) return;
  throw new Error(issueText(result.error.issues[0]));
}

/** An antd rule that hands the raw value to the schema (the schema itself decides about empty). */
export function schemaRule(schema: RuleSchema): FormRule {
  return { validator: (_rule, value: unknown) => checkWithSchema(schema, value) };
}

/**
 * Form.Item props for a contract field: the schema's rule, and the required mark when the field
 * must be filled. An optional field left empty passes (the server applies its default).
 */
export function schemaItem(
  schema: RuleSchema,
  options: { required?: boolean; empty?: unknown } = {},
): { required: boolean; rules: FormRule[] } {
  const required = options.required ?? false;
  if (required) return { required, rules: [fieldRule(schema, options.empty)] };
  return {
    required,
    rules: [
      {
        validator: async (_rule, value: unknown) => (isEmpty(value) ? undefined : checkField(schema, value)),
      },
    ],
  };
}

interface LengthSchema {
  maxLength?: number | null;
  unwrap?: () => unknown;
}

/**
 * The longest text a contract string schema takes (zod's `maxLength`, through optional, nullable
 * and default wrappers), for an input's `maxLength`: the limit lives in the contract only.
 */
export function maxLengthOf(schema: unknown): number | undefined {
  let current = schema as LengthSchema | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.maxLength === 'number') return current.maxLength;
    if (typeof current.unwrap !== 'function') return undefined;
    current = current.unwrap() as LengthSchema;
  }
  return undefined;
}
