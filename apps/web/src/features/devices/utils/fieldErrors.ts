import { translateError } from '../../../i18n/translateError';
import { type FormFieldError, type ServerField, toFormErrors } from '../../../ui/serverFormErrors';

export type { FormFieldError, ServerField } from '../../../ui/serverFormErrors';
export { serverFields } from '../../../ui/serverFormErrors';

/**
 * Field errors for an antd form (the shared helper); a path deeper than the form's fields is cut to
 * the deepest one it has (`operations.0.params.1.min` shows at `operations.0.params`).
 */
export function formErrors(
  fields: { field: string; message: string }[],
  known?: (path: (string | number)[]) => boolean,
): FormFieldError[] {
  return toFormErrors(fields, { known: known && ((path) => path.length === 1 || known(path)) }).errors;
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
