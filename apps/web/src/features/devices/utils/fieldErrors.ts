import { ApiError } from '../../../ui/apiError';
import { translateError } from '../../../i18n/translateError';

export interface FormFieldError {
  name: (string | number)[];
  errors: string[];
}

export interface ServerField {
  field: string;
  code: string;
  message: string;
}

/** The 422 answer's data.fields (`points.2.name`, `rows.3.id`), or none. */
export function serverFields(error: unknown): ServerField[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const fields = (error.data as { fields?: ServerField[] } | undefined)?.fields;
  return Array.isArray(fields) ? fields : [];
}

const toPath = (field: string) => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Field errors for an antd form; a path deeper than the form's fields is cut to the deepest one
 * it has (`operations.0.params.1.min` shows at `operations.0.params`).
 */
export function formErrors(
  fields: { field: string; message: string }[],
  known?: (path: (string | number)[]) => boolean,
): FormFieldError[] {
  const byPath = new Map<string, FormFieldError>();
  for (const { field, message } of fields) {
    let name = toPath(field);
    if (known) while (name.length > 1 && !known(name)) name = name.slice(0, -1);
    const key = name.join('.');
    const entry = byPath.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(message)) entry.errors.push(message);
    byPath.set(key, entry);
  }
  return [...byPath.values()];
}

/** zod issues (catalogue codes as messages) as `{ field, message }` in the current language. */
export function issueFields(issues: { path: PropertyKey[]; message: string }[]) {
  return issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: translateError(issue.message),
  }));
}

/** Server field errors of an import (`rows.{row}.{column}`) grouped by row. */
export function importRowErrors(fields: ServerField[]): { row: number; column: string; message: string }[] {
  return fields.map(({ field, message }) => {
    const [, row, ...column] = field.split('.');
    return { row: Number(row), column: column.join('.') || '-', message };
  });
}
