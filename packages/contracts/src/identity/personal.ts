import { z } from 'zod';
import { DESCRIPTION_MAX } from '../common/limits';
import {
  confirmPassword,
  email,
  gender,
  loginPassword,
  mobile,
  newPassword,
  personalText,
  personName,
  verificationCode,
} from '../common/account';
import { withPasswordConfirmation } from './forms-confirm';
import { INVALID_CODE, multiLineText } from '../common/text';

/** An avatar is the URL the uploads route answered (`/api/uploads/{id}`), or '' for none. */
export const AVATAR_URL_PATTERN = /^(?:\/api\/uploads\/[A-Za-z0-9_-]{1,64})?$/;

/** The caller's own profile (docs/spec/B-operations.md §3 user fields); the mobile number is masked. */
export const personalProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  nick_name: z.string(),
  gender: z.string(),
  mobile: z.string(),
  email: z.string(),
  organization_name: z.string(),
  industry: z.string(),
  department: z.string(),
  job: z.string(),
  address: z.string(),
  description: z.string(),
  avatar: z.string(),
  user_type: z.string(),
  is_manager: z.boolean(),
});
export type PersonalProfile = z.infer<typeof personalProfileSchema>;

/** Edit profile: any subset; personal text fields 2–32 (docs/spec/A-access-and-shell.md §5), name 2–20. */
export const personalProfileUpdateSchema = z
  .object({
    nick_name: personName,
    gender,
    organization_name: personalText,
    industry: personalText,
    department: personalText,
    job: personalText,
    address: personalText,
    description: multiLineText(DESCRIPTION_MAX),
    avatar: z.string({ error: INVALID_CODE }).regex(AVATAR_URL_PATTERN, { error: INVALID_CODE }),
  })
  .partial()
  .strict();
export type PersonalProfileUpdate = z.infer<typeof personalProfileUpdateSchema>;

export const passwordChangeSchema = withPasswordConfirmation(
  z.object({ old_password: loginPassword, password: newPassword, confirmPassword }),
);
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** A new mobile number with the 'change' code sent to it (getUCVerificationCodes). */
export const mobileChangeSchema = z.object({ mobile, code: verificationCode });
export type MobileChange = z.infer<typeof mobileChangeSchema>;
export const emailChangeSchema = z.object({ email, code: verificationCode });
export type EmailChange = z.infer<typeof emailChangeSchema>;

export const ownSessionSchema = z.object({
  id: z.string(),
  method: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof ownSessionSchema>;
export const ownSessionListSchema = z.object({ list: z.array(ownSessionSchema) });
export type OwnSessionList = z.infer<typeof ownSessionListSchema>;
export const sessionsEndedSchema = z.object({ ended: z.number().int() });
export const ownSessionParamsSchema = z.object({ id: z.uuid({ error: 'iot-http.404' }) });
