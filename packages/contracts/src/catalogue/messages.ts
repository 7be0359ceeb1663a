import type { Locale } from '../common/locale';
import type { ErrorCode } from '../common/error-types';
import { errorCatalogue } from './errors';

export type MessageParams = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorCatalogue, code);
}

/** The message of a catalogue code in a locale, with `{name}` placeholders filled. Unknown codes return the code. */
export function errorMessage(code: string, locale: Locale, params?: MessageParams): string {
  if (!isErrorCode(code)) return code;
  const template: string = errorCatalogue[code][locale];
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : whole,
  );
}

export function errorStatus(code: string): number {
  return isErrorCode(code) ? errorCatalogue[code].status : 400;
}

/** The placeholder names a message template uses, e.g. `['min', 'max']`. */
export function messagePlaceholders(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] ?? ''))];
}
