import { z } from 'zod';
import { ID_MAX } from '../common/limits';
import { UNIQUENESS_FIELDS, VERIFICATION_CODE_TYPE, VERIFICATION_PURPOSES } from '../common/account-enums';
import { email, mobile, newPassword, confirmPassword, verificationCode } from '../common/account';
import { INVALID_OPTION_CODE, requiredString, TOO_LONG_CODE } from '../common/text';
import { withPasswordConfirmation } from './forms-confirm';

const purpose = z.enum(VERIFICATION_PURPOSES, { error: INVALID_OPTION_CODE });
const userId = z.string({ error: 'iot-validation.10002' }).max(ID_MAX, { error: TOO_LONG_CODE }).optional();

/** Request a code (docs/spec/A-access-and-shell.md §7): type 1 sends an SMS to a mobile number, type 2 an e-mail. */
export const verificationCodeRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal(VERIFICATION_CODE_TYPE.sms), destination: mobile, purpose, user_id: userId }),
    z.object({ type: z.literal(VERIFICATION_CODE_TYPE.email), destination: email, purpose, user_id: userId }),
  ],
  { error: INVALID_OPTION_CODE },
);
export type VerificationCodeRequest = z.infer<typeof verificationCodeRequestSchema>;

/** Forgot password: prove the mobile number or e-mail with a code, then set a new password. */
export const passwordResetSchema = withPasswordConfirmation(
  z.discriminatedUnion(
    'type',
    [
      z.object({
        type: z.literal(VERIFICATION_CODE_TYPE.sms),
        destination: mobile,
        code: verificationCode,
        password: newPassword,
        confirmPassword,
      }),
      z.object({
        type: z.literal(VERIFICATION_CODE_TYPE.email),
        destination: email,
        code: verificationCode,
        password: newPassword,
        confirmPassword,
      }),
    ],
    { error: INVALID_OPTION_CODE },
  ),
);
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/**
 * Registration uniqueness check (GET /tenant/user-tenant-validate). For field mobile a truthy
 * answer means the number is NOT registered (docs/spec/A-access-and-shell.md §7).
 */
export const uniquenessCheckQuerySchema = z.object({
  field: z.enum(UNIQUENESS_FIELDS, { error: INVALID_OPTION_CODE }),
  value: requiredString().max(128, { error: TOO_LONG_CODE }),
  validate_type: z.string({ error: 'iot-validation.10002' }).max(32, { error: TOO_LONG_CODE }).optional(),
  validate_code: z.string({ error: 'iot-validation.10002' }).max(32, { error: TOO_LONG_CODE }).optional(),
});
export type UniquenessCheckQuery = z.infer<typeof uniquenessCheckQuerySchema>;
