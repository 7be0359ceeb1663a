import type { FormRule } from 'antd';
import { translateError } from '../i18n/translateError';

/** The part of a zod schema a form rule needs; contracts' schemas answer catalogue codes as messages. */
export interface FieldSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** Runs a field schema; rejects with the first issue's code in the current language. */
export async function checkWithSchema(schema: FieldSchema, value: unknown): Promise<void> {
  const result = schema.safeParse(value);
  if (result.success) return;
  const [first] = result.error.issues;
  throw new Error(translateError(first?.message ?? 'iot-validation.10002'));
}

/** An antd form rule from a contracts field schema, so the browser checks exactly what the server will. */
export function schemaRule(schema: FieldSchema): FormRule {
  return { validator: (_rule, value: unknown) => checkWithSchema(schema, value) };
}
