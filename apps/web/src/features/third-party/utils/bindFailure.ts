const CODE_ERRORS = new Set(['iot-control.10020', 'iot-control.10021']);

/**
 * What a failed bind means for the page: an unregistered number (offer registration), a wrong
 * code (under the code field), anything else a warning (iot-third.10001: not activated, sign in first).
 */
export function bindFailure(code: string): 'unregistered' | 'code' | 'warning' {
  if (code === 'iot-tenant.10012') return 'unregistered';
  if (CODE_ERRORS.has(code)) return 'code';
  return 'warning';
}
