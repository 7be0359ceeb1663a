import { ApiError } from '../../../ui/apiError';
import { type FormFieldError, serverFormErrors } from '../../../ui/serverFormErrors';

export type { FormFieldError } from '../../../ui/serverFormErrors';

/** The API's 422 data.fields as antd form errors (the shared helper in ui/serverFormErrors). */
export function serverFieldErrors(error: unknown): FormFieldError[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  return serverFormErrors(error).errors;
}
