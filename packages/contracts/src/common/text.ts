import { z } from 'zod';
import type { ErrorCode } from './error-types';
import type { Range } from './limits';

/** Field codes used when no more specific one applies. */
export const REQUIRED_CODE = 'iot-validation.10001' satisfies ErrorCode;
export const INVALID_CODE = 'iot-validation.10002' satisfies ErrorCode;
export const TOO_SHORT_CODE = 'iot-validation.10003' satisfies ErrorCode;
export const TOO_LONG_CODE = 'iot-validation.10004' satisfies ErrorCode;
export const INVALID_OPTION_CODE = 'iot-validation.10007' satisfies ErrorCode;
/** A single-line free text with a quote, backslash, line break or invisible character. */
export const UNSAFE_TEXT_CODE = 'iot-validation.10027' satisfies ErrorCode;
/** A multi-line free text with a backslash or an invisible character. */
export const UNSAFE_MULTI_LINE_CODE = 'iot-validation.10028' satisfies ErrorCode;
export const UNKNOWN_FIELDS_CODE = 'iot-validation.10014' satisfies ErrorCode;

/** Chinese characters, for the name rules that allow them. */
export const HAN = '\\p{Script=Han}';

/**
 * Single-line free text: no quotes, backslash, control, format (bidirectional marks, zero-width
 * characters) or line/paragraph separators. `<` and `>` are text ("{value} > {threshold}"): every
 * place that shows it escapes it (React, plain-text e-mail, xlsx cells), so it is not refused.
 */
export const SINGLE_LINE_SAFE_PATTERN = /^[^"'`\\\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;
/** Multi-line free text: quotes, `<` and `>` allowed; no backslash, no control or format characters except tab and newlines. */
export const MULTI_LINE_SAFE_PATTERN = /^(?:[^\\\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|[\t\n\r])*$/u;

/**
 * A string that must be present. Missing, null and '' answer `requiredCode`; a non-string answers
 * the generic invalid code. Later checks still run, so the first issue of a field is the one to show.
 */
export function requiredString(requiredCode: ErrorCode = REQUIRED_CODE) {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? requiredCode : INVALID_CODE),
    })
    .min(1, { error: requiredCode });
}

/** A string whose length and characters share one code (the spec's one-message-per-field style). */
export function patternString(options: {
  pattern: RegExp;
  code: ErrorCode;
  requiredCode?: ErrorCode;
  length?: Range;
}) {
  const { pattern, code, requiredCode = REQUIRED_CODE, length } = options;
  let schema = requiredString(requiredCode);
  if (length) schema = schema.min(length.min, { error: code }).max(length.max, { error: code });
  return schema.regex(pattern, { error: code });
}

/** Single-line free text of a length range: short/long codes carry {min}/{max}; unsafe characters their own code. */
export function safeText(length: Range, requiredCode: ErrorCode = REQUIRED_CODE) {
  return requiredString(requiredCode)
    .min(length.min, { error: TOO_SHORT_CODE })
    .max(length.max, { error: TOO_LONG_CODE })
    .regex(SINGLE_LINE_SAFE_PATTERN, { error: UNSAFE_TEXT_CODE })
    .refine((value) => value.trim() !== '', { error: requiredCode });
}

/** Multi-line free text such as descriptions and templates; may be empty. */
export function multiLineText(max: number, code: ErrorCode = TOO_LONG_CODE) {
  return z
    .string({ error: INVALID_CODE })
    .max(max, { error: code })
    .regex(MULTI_LINE_SAFE_PATTERN, { error: UNSAFE_MULTI_LINE_CODE });
}
