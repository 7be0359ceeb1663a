import type { z } from 'zod';
import { type ErrorCode, errorCatalogue } from '../errors/catalogue';
import { errorMessage, isErrorCode, type MessageParams } from '../errors/messages';
import type { ErrorEnvelope, FieldError } from '../errors/types';
import type { Locale } from '../i18n/locale';
import { INVALID_CODE, UNKNOWN_FIELDS_CODE } from './text';

type Issue = z.core.$ZodIssue;

function issueCode(issue: Issue): ErrorCode {
  if (isErrorCode(issue.message)) return issue.message;
  return issue.code === 'unrecognized_keys' ? UNKNOWN_FIELDS_CODE : INVALID_CODE;
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

/**
 * Field errors of the iot-http.422 envelope: one per field (its first issue, which is the one
 * the validators order to show), field = path joined with '.', message in the locale.
 */
export function zodIssuesToFieldErrors(issues: readonly Issue[], locale: Locale): FieldError[] {
  const fields = new Map<string, FieldError>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (fields.has(field)) continue;
    const code = issueCode(issue);
    fields.set(field, { field, code, message: errorMessage(code, locale, issueParams(issue)) });
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
