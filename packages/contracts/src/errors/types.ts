import type { Locale } from '../i18n/locale';

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
