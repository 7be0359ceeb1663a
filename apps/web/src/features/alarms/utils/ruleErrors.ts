import { type AlarmRuleCreateInput, alarmRuleCreateSchema, errorMessage } from '@ies/contracts';
import { ApiError } from '../../../ui/apiError';

/** A field error as the server sends it (`data.fields`), and as the contract check gives it. */
export interface RuleFieldError {
  field: string;
  message: string;
}

/** The contract's check of a rule before it is sent: its issues in the user's language, or none. */
export function ruleIssues(input: AlarmRuleCreateInput, locale: 'zh' | 'en'): RuleFieldError[] {
  const parsed = alarmRuleCreateSchema.safeParse(input);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: errorMessage(
      issue.message,
      locale,
      (issue as { params?: Record<string, string | number> }).params,
    ),
  }));
}

/**
 * The field errors of a failed save: the server's `data.fields`, or the duplicate name
 * (iot-alert.10006) at `name`; empty when the error belongs to no field.
 */
export function serverFieldErrors(error: unknown): RuleFieldError[] {
  if (!(error instanceof ApiError)) return [];
  if (error.code === 'iot-alert.10006') return [{ field: 'name', message: error.message }];
  const data = error.data as { fields?: Array<{ field: string; message: string }> } | undefined;
  return data?.fields ?? [];
}
