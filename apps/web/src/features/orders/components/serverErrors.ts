import type { FormInstance } from 'antd';
import { serverFieldErrors } from '../../admin/components/serverFieldErrors';

/** Puts a 422's field errors at their fields; answers whether there were any. */
export function showFieldErrors(form: FormInstance, error: unknown): boolean {
  const fields = serverFieldErrors(error);
  if (fields.length === 0) return false;
  form.setFields(fields as Parameters<typeof form.setFields>[0]);
  return true;
}
