import { errorMessage, isErrorCode } from '@ies/contracts';
import { currentLocale } from './index';

/** Text of a catalogue error code in the current language (client-side validation codes). */
export function translateError(code: string, params?: Record<string, string | number>): string {
  return errorMessage(code, currentLocale(), params);
}

/** The text of a code when the catalogue has it, otherwise null. */
export function translateKnownError(code: string): string | null {
  return isErrorCode(code) ? translateError(code) : null;
}
