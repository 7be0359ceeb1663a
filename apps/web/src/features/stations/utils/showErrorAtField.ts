import type { FormInstance } from 'antd';
import { ApiError } from '../../../ui/apiError';

/** Shows a refused save under the field it concerns (the ids typed, the range, the user chosen). */
export function showErrorAtField(form: FormInstance, name: string, error: unknown) {
  form.setFields([{ name, errors: [error instanceof ApiError ? error.message : String(error)] }]);
}
