import { errorMessage, isErrorCode } from '@ies/contracts';
import { currentLocale } from './index';

/** Text of a catalogue error code in the current language (client-side validation codes). */
export function translateError(code: string, params?: Record<string, string | number>): string {
  return errorMessage(code, currentLocale(), params);
}

/**
 * The text of a code when the catalogue has it and it needs no values (a failure without an
 * envelope brings none), otherwise null: a `{placeholder}` is never shown.
 */
export function translateKnownError(code: string): string | null {
  if (!isErrorCode(code)) return null;
  const text = translateError(code);
  return /\{\w+\}/.test(text) ? null : text;
}
