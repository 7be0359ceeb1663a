import { editedText, type Locale, pickText, type TextVariants } from '@ies/contracts';
import { currentLocale } from '../i18n';

/*
 * A record's free text in the app's language (issue 34 item 5): records may carry their name,
 * remark, message … per language in `i18n` (contracts common/localized.ts); every screen that
 * shows such a text reads it through here, every form that edits one writes it through here.
 */

interface WithTexts {
  i18n?: TextVariants | null;
}

/** The record's `field` in the language (the app's by default): its variant in it, else the field. */
export function localText<R extends WithTexts>(
  record: R | null | undefined,
  field: keyof R & string,
  locale: Locale = currentLocale(),
): string {
  if (!record) return '';
  const primary = record[field];
  return pickText(typeof primary === 'string' ? primary : '', record.i18n, field, locale);
}

/**
 * What a form sends after the user edited `fields` of `record` in the app's language: the
 * edited language's variant takes the new text, the other language's is kept, and the primary
 * text changes only where it was what the user saw. A new record (none) sends the values as they are.
 */
export function editedTexts<R extends WithTexts, F extends keyof R & string>(
  record: R | null | undefined,
  values: Partial<Record<F, string>>,
  fields: readonly F[],
  locale: Locale = currentLocale(),
): Partial<Record<F, string>> & { i18n?: TextVariants } {
  if (!record) return values;
  const out: Partial<Record<F, string>> = { ...values };
  let variants: TextVariants = { ...(record.i18n ?? {}) };
  for (const field of fields) {
    const value = values[field];
    if (value === undefined) continue;
    const primary = record[field];
    const edited = editedText(typeof primary === 'string' ? primary : '', variants, field, locale, value);
    out[field] = edited.primary;
    variants = edited.variants;
  }
  // No variants at all: nothing to send (the server keeps what it has).
  return Object.keys(variants).length > 0 ? { ...out, i18n: variants } : out;
}
