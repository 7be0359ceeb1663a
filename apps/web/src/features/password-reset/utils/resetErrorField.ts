import type { ApiError } from '../../../ui/apiError';

const CODE_ERRORS = new Set([
  'iot-control.10020',
  'iot-control.10021',
  'login.error.018',
  'login.error.019',
  'login.error.022',
]);

/** The reset form's field for a failed reset: code failures under the code; validation by its field. */
export function resetErrorField(
  error: ApiError,
): 'destination' | 'code' | 'password' | 'confirmPassword' | null {
  if (CODE_ERRORS.has(error.code)) return 'code';
  const fields = (error.data as { fields?: { field?: unknown }[] } | undefined)?.fields;
  const first = fields?.[0]?.field;
  if (first === 'destination' || first === 'code' || first === 'password' || first === 'confirmPassword') {
    return first;
  }
  return null;
}
