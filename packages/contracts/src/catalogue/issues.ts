import type { z } from 'zod';
import type { ErrorCode } from '../common/error-types';
import { errorCatalogue } from './errors';
import { errorMessage, isErrorCode, type MessageParams } from './messages';
import type { ErrorEnvelope, FieldError } from '../common/error-types';
import type { Locale } from '../common/locale';
import {
  INVALID_CODE,
  INVALID_OPTION_CODE,
  REQUIRED_CODE,
  TOO_LONG_CODE,
  TOO_SHORT_CODE,
  UNKNOWN_FIELDS_CODE,
} from '../common/text';

type Issue = z.core.$ZodIssue;

/** The fields of a zod issue (raw, while parsing, or final) that choose its catalogue code. */
interface IssueShape {
  code?: string;
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  expected?: string;
  divisor?: unknown;
}

const NOT_A_NUMBER_CODE = 'iot-validation.10020' satisfies ErrorCode;
const AT_LEAST_CODE = 'iot-validation.10025' satisfies ErrorCode;
const AT_MOST_CODE = 'iot-validation.10026' satisfies ErrorCode;
const LIST_TOO_LONG_CODE = 'iot-validation.10017' satisfies ErrorCode;
const LIST_TOO_SHORT_CODE = 'iot-validation.10018' satisfies ErrorCode;
const INTEGER_CODE = 'iot-validation.10005' satisfies ErrorCode;
const NUMERIC = new Set(['number', 'int', 'bigint']);
const LISTS = new Set(['array', 'set']);
/** Bounds zod puts on every integer (±2^53−1): past them the value is not a usable number at all. */
const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * The catalogue code of an issue a schema raised without a code of ours: every zod issue has one,
 * so no text of the validation library reaches a user. `input` is present only while parsing
 * (the error map), where a missing value can be told from a wrong one.
 */
export function catalogueCodeOf(issue: IssueShape): ErrorCode {
  const missing = 'input' in issue && (issue.input === undefined || issue.input === null);
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return REQUIRED_CODE;
      // z.int() given a fraction: a number, but not a whole one.
      if (issue.expected === 'int' && typeof issue.input === 'number' && Number.isFinite(issue.input))
        return INTEGER_CODE;
      return issue.expected === 'number' || issue.expected === 'int' ? NOT_A_NUMBER_CODE : INVALID_CODE;
    case 'invalid_union':
      return missing ? REQUIRED_CODE : INVALID_CODE;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? REQUIRED_CODE : TOO_SHORT_CODE;
      if (LISTS.has(issue.origin ?? '')) return LIST_TOO_SHORT_CODE;
      if (NUMERIC.has(issue.origin ?? '')) return min <= -SAFE ? NOT_A_NUMBER_CODE : AT_LEAST_CODE;
      return INVALID_CODE;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return TOO_LONG_CODE;
      if (LISTS.has(issue.origin ?? '')) return LIST_TOO_LONG_CODE;
      if (NUMERIC.has(issue.origin ?? '')) return max >= SAFE ? NOT_A_NUMBER_CODE : AT_MOST_CODE;
      return INVALID_CODE;
    }
    case 'not_multiple_of':
      return Number(issue.divisor) === 1 ? INTEGER_CODE : INVALID_CODE;
    case 'invalid_value':
      return INVALID_OPTION_CODE;
    case 'unrecognized_keys':
      return UNKNOWN_FIELDS_CODE;
    default:
      // invalid_format, invalid_key, invalid_element, custom refinements without a code.
      return INVALID_CODE;
  }
}

/**
 * A zod error map giving every issue without a code of ours its catalogue code; pass it to a parse
 * (`schema.safeParse(value, { error: catalogueErrorMap })`): codes a schema sets still win.
 */
export const catalogueErrorMap = (issue: IssueShape): string => catalogueCodeOf(issue);

function issueCode(issue: Issue): ErrorCode {
  if (isErrorCode(issue.message)) return issue.message;
  return catalogueCodeOf(issue);
}

/** Values for the message placeholders: refinement params plus the bounds of size issues. */
function issueParams(issue: Issue): MessageParams {
  const params: MessageParams = {};
  if (issue.code === 'custom' && issue.params) {
    for (const [key, value] of Object.entries(issue.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    }
  }
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  return params;
}

/** The catalogue code of an issue and the values of its message's placeholders. */
export function issueCodeAndParams(issue: Issue): { code: ErrorCode; params: MessageParams } {
  return { code: issueCode(issue), params: issueParams(issue) };
}

/**
 * Field errors of the iot-http.422 envelope: one per field (its first issue, which is the one
 * the validators order to show), field = path joined with '.' (or `whole` for the value itself),
 * message in the locale with its placeholders filled.
 */
export function zodIssuesToFieldErrors(issues: readonly Issue[], locale: Locale, whole = ''): FieldError[] {
  const fields = new Map<string, FieldError>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || whole;
    if (fields.has(field)) continue;
    const { code, params } = issueCodeAndParams(issue);
    fields.set(field, { field, code, message: errorMessage(code, locale, params) });
  }
  return [...fields.values()];
}

/** The validation failure envelope: code iot-http.422 with data.fields. */
export function validationErrorEnvelope(issues: readonly Issue[], locale: Locale): ErrorEnvelope {
  return {
    code: 'iot-http.422',
    message: errorCatalogue['iot-http.422'][locale],
    data: { fields: zodIssuesToFieldErrors(issues, locale) },
  };
}
