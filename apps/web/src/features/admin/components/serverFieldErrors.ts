import { ApiError } from '../../../ui/apiError';

export interface FormFieldError {
  name: (string | number)[];
  errors: string[];
}

/** The API's 422 data.fields as antd form errors; dotted names ('base_path_mappings.0.host') become paths. */
export function serverFieldErrors(error: unknown): FormFieldError[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const fields = (error.data as { fields?: { field: string; message: string }[] } | undefined)?.fields;
  return (fields ?? []).map(({ field, message }) => ({
    name: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    errors: [message],
  }));
}
