import { z } from 'zod';
import type { Locale } from './locale';

/*
 * Free text of a record in both languages (issue 34 items 2 and 5). A record keeps its primary
 * text (`name`, `remark`, …) as it always did; its `i18n` may add the text per language for some
 * of those fields, and a reader is shown the one of its language, or the primary text when the
 * record has none in it. Demo content is written this way; a user may add the other language of
 * a name in the form.
 */

/** A text per language; either may be absent. */
export type LocalizedText = Partial<Record<Locale, string>>;

/** A localized text whose variants each pass `text` (the field's own schema, its limits with it). */
export function localizedTextSchema<T extends z.ZodType<string>>(text: T) {
  return z.object({ zh: text.optional(), en: text.optional() }).strict();
}

/**
 * The `i18n` of a record: per free-text field, its text per language. Built from the fields' own
 * schemas, so each variant is checked as the primary text is.
 */
export function textVariantsSchema<F extends string>(fields: Record<F, z.ZodType<string>>) {
  const shape = Object.fromEntries(
    Object.entries<z.ZodType<string>>(fields).map(([field, text]) => [
      field,
      localizedTextSchema(text).optional(),
    ]),
  ) as { [K in F]: z.ZodOptional<ReturnType<typeof localizedTextSchema<z.ZodType<string>>>> };
  return z.object(shape).strict();
}

/** What a record answers: its fields' variants as stored (any field, either language). */
export const textVariantsOutSchema = z.record(
  z.string(),
  z.object({ zh: z.string().optional(), en: z.string().optional() }),
);
export type TextVariants = Record<string, LocalizedText>;

/** The text of a field in a language: its variant in that language, else the primary text. */
export function pickText(
  primary: string,
  variants: TextVariants | null | undefined,
  field: string,
  locale: Locale,
): string {
  const text = variants?.[field]?.[locale];
  return text && text.length > 0 ? text : primary;
}

/**
 * The variants after a user edited a field's text in one language: that language's variant
 * becomes the new text, the other is kept. The primary text changes too when it was what the
 * user saw (no variant in that language), so nothing the user did not touch is lost.
 */
export function editedText(
  primary: string,
  variants: TextVariants | null | undefined,
  field: string,
  locale: Locale,
  value: string,
): { primary: string; variants: TextVariants } {
  const own = variants?.[field];
  const hasOwn = !!own?.[locale];
  if (!hasOwn) return { primary: value, variants: { ...variants } };
  return { primary, variants: { ...variants, [field]: { ...own, [locale]: value } } };
}
