import { z } from 'zod';
import { LOGIN_TYPE } from '../common/account-enums';
import {
  graphicCode,
  graphicCodeUuid,
  loginPassword,
  loginUsername,
  mobile,
  verificationCode,
} from '../common/account';
import { INVALID_OPTION_CODE, requiredString } from '../common/text';

/** Bind tokens are opaque; the cap (ours) refuses huge inputs. */
const BIND_TOKEN_MAX = 512;

/** Password sign-in (docs/spec/A-access-and-shell.md §3, §7): type 1, or 3 when a tenant manager signs in by password. */
export const loginFormSchema = z.object({
  username: loginUsername,
  password: loginPassword,
  type: z.literal([LOGIN_TYPE.password, LOGIN_TYPE.managerPassword], { error: INVALID_OPTION_CODE }),
  svg_code_uuid: graphicCodeUuid,
  svg_code: graphicCode,
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** SMS-code sign-in: type 2. */
export const smsLoginFormSchema = z.object({
  mobile,
  code: verificationCode,
  type: z.literal(LOGIN_TYPE.sms, { error: INVALID_OPTION_CODE }),
});
export type SmsLoginForm = z.infer<typeof smsLoginFormSchema>;

/** The create-session body: either form, told apart by type 1 | 2 | 3. */
export const createSessionSchema = z.discriminatedUnion('type', [loginFormSchema, smsLoginFormSchema], {
  error: INVALID_OPTION_CODE,
});
export type CreateSessionInput = z.infer<typeof createSessionSchema>;

/** checkTenantIsManager: is this sign-in name a tenant manager's? */
export const tenantManagerCheckSchema = z.object({
  username: loginUsername,
  type: z.literal([LOGIN_TYPE.password, LOGIN_TYPE.sms], { error: INVALID_OPTION_CODE }),
});
export type TenantManagerCheck = z.infer<typeof tenantManagerCheckSchema>;

/** Bind a chat-app sign-in to an existing account by mobile number and SMS code (docs/spec/A-access-and-shell.md §7). */
export const thirdPartyBindSchema = z.object({
  account: mobile,
  bind_token: requiredString('iot-third.10002').max(BIND_TOKEN_MAX, { error: 'iot-third.10002' }),
  bind_type: z.literal('mobile', { error: INVALID_OPTION_CODE }),
  pwd: verificationCode,
});
export type ThirdPartyBind = z.infer<typeof thirdPartyBindSchema>;
