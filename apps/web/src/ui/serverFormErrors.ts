import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import { ApiError } from './apiError';
import { feedback } from './feedback';

/** One entry of the catalogue envelope's `data.fields` (docs/errors.md). */
export interface ServerField {
  field: string;
  code: string;
  message: string;
}

export type FieldPath = (string | number)[];

/** An error shown at one form field (antd's setFields entry); `N` narrows the name a form uses. */
export interface FormFieldError<N = FieldPath> {
  name: N;
  errors: string[];
}

export interface ServerErrorOptions {
  /** Refusals answered with a code instead of a field list, and the form field they concern. */
  codeFields?: Record<string, string>;
  /** Server field names shown under another name in the form (`picture_ids` → `pictures`). */
  aliases?: Record<string, string>;
  /** Whether the form has a field at this path; by default the form's registered fields. */
  known?: (path: FieldPath) => boolean;
  /** Toast what has no field (default true). */
  toast?: boolean;
}

/** The envelope's `data.fields`, or none. */
export function serverFields(error: unknown): ServerField[] {
  if (!(error instanceof ApiError)) return [];
  const fields = (error.data as { fields?: unknown } | undefined)?.fields;
  return Array.isArray(fields)
    ? fields.filter((entry): entry is ServerField => typeof entry?.field === 'string')
    : [];
}

/** `points.2.name` → ['points', 2, 'name']. */
export function fieldPath(field: string): FieldPath {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Field errors for an antd form. A path deeper than the form's fields is cut to the deepest one it
 * has (`operations.0.params.1.min` shows at `operations.0.params`); a path the form lacks entirely
 * goes to `rest`, to be toasted.
 */
export function toFormErrors(
  fields: { field: string; message: string }[],
  options: Pick<ServerErrorOptions, 'aliases' | 'known'> = {},
): { errors: FormFieldError[]; rest: string[] } {
  const byPath = new Map<string, FormFieldError>();
  const rest: string[] = [];
  for (const { field, message } of fields) {
    let name = fieldPath(field);
    const alias = options.aliases?.[String(name[0])];
    if (alias) name = [alias, ...name.slice(1)];
    if (options.known) {
      while (name.length > 1 && !options.known(name)) name = name.slice(0, -1);
      if (!options.known(name)) {
        rest.push(message);
        continue;
      }
    }
    const key = name.join('.');
    const entry = byPath.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(message)) entry.errors.push(message);
    byPath.set(key, entry);
  }
  return { errors: [...byPath.values()], rest };
}

/** Whether `path` is one of the form's registered fields (getFieldsValue() holds only those). */
export function formHasField(form: Pick<FormInstance, 'getFieldsValue'>, path: FieldPath): boolean {
  let node: unknown = form.getFieldsValue();
  for (const part of path) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string | number, unknown>)[part];
  }
  return true;
}

/** The form-side errors of a failed call: `data.fields`, or a coded refusal that belongs to one field. */
export function serverFormErrors(
  error: unknown,
  options: ServerErrorOptions = {},
): { errors: FormFieldError[]; rest: string[] } {
  const fields = serverFields(error);
  if (fields.length > 0) return toFormErrors(fields, options);
  if (error instanceof ApiError) {
    const field = options.codeFields?.[error.code];
    if (field && (!options.known || options.known(fieldPath(field)))) {
      return { errors: [{ name: fieldPath(field), errors: [error.message] }], rest: [] };
    }
    return { errors: [], rest: [error.message] };
  }
  return { errors: [], rest: [error instanceof Error ? error.message : String(error)] };
}

/** A 422's `data.fields` as form errors; nothing for any other failure. */
export function serverFieldErrors(error: unknown): FormFieldError[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  return serverFormErrors(error).errors;
}

/** Puts a 422's field errors at their fields; answers whether there were any. */
export function showFieldErrors(form: Pick<FormInstance, 'setFields'>, error: unknown): boolean {
  const fields = serverFieldErrors(error);
  if (fields.length === 0) return false;
  form.setFields(fields as Parameters<FormInstance['setFields']>[0]);
  return true;
}

/**
 * Shows a failed call's errors at the form's fields and scrolls to the first; what has no field is
 * toasted. Answers whether anything landed at a field.
 */
export function applyServerErrors(
  form: Pick<FormInstance, 'setFields' | 'scrollToField' | 'getFieldsValue'>,
  error: unknown,
  options: ServerErrorOptions = {},
): boolean {
  const known = options.known ?? ((path: FieldPath) => formHasField(form, path));
  const { errors, rest } = serverFormErrors(error, { ...options, known });
  if (errors.length > 0) {
    form.setFields(errors as Parameters<FormInstance['setFields']>[0]);
    const [first] = errors;
    try {
      if (first) form.scrollToField(first.name, { block: 'center', behavior: 'smooth' });
    } catch {
      // No layout (tests) or the field is not mounted: the error is still shown at the field.
    }
  }
  const [firstRest] = rest;
  if (firstRest && options.toast !== false) void feedback.message.error(firstRest);
  return errors.length > 0;
}

/** `applyServerErrors` bound to a form, for a mutation's onError. */
export function useServerFormErrors(
  form: Pick<FormInstance, 'setFields' | 'scrollToField' | 'getFieldsValue'>,
  options: ServerErrorOptions = {},
): (error: unknown) => boolean {
  const { codeFields, aliases, known, toast } = options;
  return useCallback(
    (error: unknown) => applyServerErrors(form, error, { codeFields, aliases, known, toast }),
    [form, codeFields, aliases, known, toast],
  );
}
