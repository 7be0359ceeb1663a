import { loginFormSchema, smsLoginFormSchema } from '@ies/contracts';
import { checkWithSchema } from '../../../ui/fieldRule';

// Loaded apart from the sign-in page (zod and the error catalogue) so they do not delay its first paint.
const loginFieldSchemas = {
  username: loginFormSchema.shape.username,
  password: loginFormSchema.shape.password,
  svgCode: loginFormSchema.shape.svg_code,
  mobile: smsLoginFormSchema.shape.mobile,
  code: smsLoginFormSchema.shape.code,
};

export type LoginFieldName = keyof typeof loginFieldSchemas;

/** Checks one sign-in field with the contracts' schema; throws the translated message. */
export function validateLoginField(field: LoginFieldName, value: unknown): Promise<void> {
  return checkWithSchema(loginFieldSchemas[field], value);
}
