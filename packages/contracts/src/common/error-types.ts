import type { Locale } from './locale';

export interface ErrorDefinition {
  /** HTTP status the server answers with. */
  status: number;
  zh: string;
  en: string;
  /** What the code precisely means, for docs/errors.md (English). */
  meaning: string;
}

/** The one error envelope every API failure answers with. */
export interface ErrorEnvelope {
  code: string;
  message: string;
  data?: unknown;
}

/** One failing field of a validation error; `code` is a catalogue code. */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

export type Translate = (locale: Locale) => string;

/**
 * Every code of the error catalogue. The catalogue (catalogue/errors.ts) adds its codes by
 * declaration merging, so the shared field rules can name codes without importing any domain.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface ErrorCodeRegistry {}
export type ErrorCode = keyof ErrorCodeRegistry & string;
