import { z } from 'zod';
import { EMAIL_MAX } from '../common/limits';
import { THIRD_PARTY_TYPE } from '../common/platform';
import { USER_TYPES, VERIFICATION_CODE_TYPE, VERIFICATION_PURPOSES } from '../common/account-enums';
import {
  email,
  loginPassword,
  loginUsername,
  mobile,
  optionalContactPhone,
  verificationCode,
} from '../common/account';
import { registrationInputSchema } from './forms-registration';
import { searchText } from '../common/names';
import { INVALID_CODE, INVALID_OPTION_CODE, requiredString, TOO_LONG_CODE } from '../common/text';
import { pagedSchema, pageQuerySchema } from '../common/paging';

// Request and answer shapes of the identity calls (docs/api/identity.md). The form schemas
// themselves (sign-in, SMS sign-in, registration, reset, code request) live in validation/forms.

/** An opaque token we handed out (session, remember, bind, state); bounded so huge inputs are refused early. */
const opaqueToken = requiredString().max(256, { error: TOO_LONG_CODE });

export const captchaResponseSchema = z.object({ uuid: z.string(), svgCode: z.string() });
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;

export const tenantManagerCheckResponseSchema = z.object({ is_manager: z.boolean() });
export type TenantManagerCheckResponse = z.infer<typeof tenantManagerCheckResponseSchema>;

export const sessionResponseSchema = z.object({
  token: z.string(),
  user_id: z.string(),
  tenant_id: z.string(),
  expires_at: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** addSessionsForTenantManager: a manager session opened from a live session (`ujwt`) by the manager's password. */
export const ujwtManagerSessionSchema = z.object({
  ujwt: opaqueToken,
  username: loginUsername,
  type: z.literal(3, { error: INVALID_OPTION_CODE }).default(3),
  password: loginPassword,
});
export type UjwtManagerSessionInput = z.infer<typeof ujwtManagerSessionSchema>;

/** Logout: `session_id` is the token; without it the bearer token is used. */
export const logoutQuerySchema = z.object({
  session_id: opaqueToken.optional(),
  ujwt: opaqueToken.optional(),
});

/** Security-phone unlock after iot-http.423: the SMS code sent to the account's mobile with purpose 'unlock'. */
export const unlockRequestSchema = z.object({
  username: loginUsername,
  mobile_verification_code: verificationCode,
});
export type UnlockRequest = z.infer<typeof unlockRequestSchema>;

export const selfUserSchema = z.object({
  id: z.string(),
  tenant_id: z.string(),
  name: z.string(),
  username: z.string(),
  nick_name: z.string(),
  avatar: z.string(),
  isManager: z.boolean(),
  isPlatformAdmin: z.boolean(),
  /** Masked, e.g. 138****5678. */
  mobile: z.string(),
  email: z.string(),
  user_type: z.enum(USER_TYPES),
  gender: z.string(),
  job: z.string(),
  industry: z.string(),
  organization_name: z.string(),
  address: z.string(),
  city: z.string(),
  customization: z.string(),
});
export type SelfUser = z.infer<typeof selfUserSchema>;

export const TENANT_STATUSES = ['pending', 'active', 'rejected', 'disabled'] as const;
export type TenantStatusValue = (typeof TENANT_STATUSES)[number];

export const selfTenantSchema = z.object({
  id: z.string(),
  name: z.string(),
  namespace: z.string(),
  business_id: z.string(),
  extension_code: z.string(),
  status: z.enum(TENANT_STATUSES),
  tenant_type: z.number().int(),
  info_model_id: z.string().nullable(),
  is_platform: z.boolean(),
});
export type SelfTenant = z.infer<typeof selfTenantSchema>;

export const codeSentResponseSchema = z.object({ sent: z.literal(true), resend_after: z.number().int() });
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

/**
 * Purposes the code call accepts: the form purposes plus 'change' (a new mobile number or e-mail
 * of the signed-in user, personal centre).
 */
export const CODE_PURPOSES = [...VERIFICATION_PURPOSES, 'change'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
const codePurpose = z.enum(CODE_PURPOSES, { error: INVALID_OPTION_CODE });
const optionalUserId = z.string({ error: INVALID_CODE }).max(64, { error: TOO_LONG_CODE }).optional();

/** getVerificationCodes as the server takes it (validation/forms has the form's own schema). */
export const codeRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal(VERIFICATION_CODE_TYPE.sms),
      destination: mobile,
      purpose: codePurpose,
      user_id: optionalUserId,
    }),
    z.object({
      type: z.literal(VERIFICATION_CODE_TYPE.email),
      destination: email,
      purpose: codePurpose,
      user_id: optionalUserId,
    }),
  ],
  { error: INVALID_OPTION_CODE },
);
export type CodeRequest = z.infer<typeof codeRequestSchema>;

/** getUCVerificationCodes: a code to a new mobile number or e-mail of the signed-in user. */
export const ucVerificationCodeRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal(VERIFICATION_CODE_TYPE.sms),
      destination: requiredString('iot-user.10015').max(20, { error: 'login.error.002' }),
      region: z.enum(['cn', 'intl'], { error: INVALID_OPTION_CODE }),
    }),
    z.object({
      type: z.literal(VERIFICATION_CODE_TYPE.email),
      destination: email,
      region: z.enum(['cn', 'intl'], { error: INVALID_OPTION_CODE }).optional(),
    }),
  ],
  { error: INVALID_OPTION_CODE },
);
export type UcVerificationCodeRequest = z.infer<typeof ucVerificationCodeRequestSchema>;

/** POST /admin/tenant/verification-codes: a code for one of the caller's users. */
export const adminVerificationCodeRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal(VERIFICATION_CODE_TYPE.sms),
      destination: mobile,
      purpose: codePurpose,
      user_id: z.uuid({ error: INVALID_CODE }),
    }),
    z.object({
      type: z.literal(VERIFICATION_CODE_TYPE.email),
      destination: email,
      purpose: codePurpose,
      user_id: z.uuid({ error: INVALID_CODE }),
    }),
  ],
  { error: INVALID_OPTION_CODE },
);
export type AdminVerificationCodeRequest = z.infer<typeof adminVerificationCodeRequestSchema>;

export const adminUserCodeParamsSchema = z.object({
  tenantId: z.uuid({ error: INVALID_CODE }),
  userId: z.uuid({ error: INVALID_CODE }),
});
export const adminUserCodeQuerySchema = z.object({ mobile });

/**
 * user-tenant-validate answer: true when the value passes — the e-mail, mobile or username is
 * still free, the business id names an active merchant, the code is right.
 */
export const uniquenessCheckResponseSchema = z.object({ result: z.boolean() });
export type UniquenessCheckResponse = z.infer<typeof uniquenessCheckResponseSchema>;

/** The registration call: the registration input plus the ticked agreement (recorded with the account). */
export const registrationRequestSchema = z.intersection(
  registrationInputSchema,
  z.object({ agreement: z.literal(true, { error: 'login.error.014' }) }),
);
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

export const registrationResponseSchema = z.object({
  user_id: z.string(),
  tenant_id: z.string(),
  status: z.enum(['pending', 'active']),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

// Third-party sign-in (docs/spec/A-access-and-shell.md §4, §7)

const thirdType = requiredString()
  .max(32, { error: TOO_LONG_CODE })
  .regex(/^[a-z0-9_]+$/, { error: INVALID_CODE });

export const thirdLoginAuthQuerySchema = z.object({
  platform: z.string().max(64, { error: TOO_LONG_CODE }).optional(),
  redirect_url: requiredString().max(1024, { error: TOO_LONG_CODE }),
  third_type: thirdType.default(THIRD_PARTY_TYPE),
});
export const thirdLoginAuthResponseSchema = z.object({ auth_url: z.string() });

export const thirdLoginProvidersResponseSchema = z.object({
  providers: z.array(z.object({ third_type: z.string(), name: z.string() })),
});
export type ThirdLoginProvidersResponse = z.infer<typeof thirdLoginProvidersResponseSchema>;

export const thirdLoginCheckSchema = z.object({
  auth_code: requiredString().max(2048, { error: TOO_LONG_CODE }),
  is_web: z.boolean().optional(),
  platform: z.string().max(64, { error: TOO_LONG_CODE }).optional(),
  third_type: thirdType.default(THIRD_PARTY_TYPE),
  state: opaqueToken,
});
export type ThirdLoginCheckInput = z.input<typeof thirdLoginCheckSchema>;

export const thirdLoginCheckResponseSchema = z.object({
  is_bind: z.boolean(),
  session_info: z.object({ token: z.string(), user_id: z.string(), tenant_id: z.string() }).nullable(),
  /** Present when not bound: kept in session storage for the bind page. */
  bind_token: z.string().optional(),
});
export type ThirdLoginCheckResponse = z.infer<typeof thirdLoginCheckResponseSchema>;

export const thirdLoginBindSchema = z.object({
  account: mobile,
  bind_token: opaqueToken,
  bind_type: z.literal('mobile', { error: INVALID_OPTION_CODE }).default('mobile'),
  pwd: verificationCode,
});
export type ThirdLoginBindInput = z.input<typeof thirdLoginBindSchema>;
export const thirdLoginBindResponseSchema = z.object({
  token: z.string(),
  user_id: z.string(),
  tenant_id: z.string(),
});

// Remember me (docs/spec/A-access-and-shell.md §4): an HttpOnly cookie with a revocable token; only the username comes back.

export const rememberRequestSchema = z.object({ username: loginUsername });
export const rememberResponseSchema = z.object({ username: z.string().nullable() });
export type RememberResponse = z.infer<typeof rememberResponseSchema>;

// Host branding (docs/spec/A-access-and-shell.md §1)

const brandText = (max: number) =>
  z
    .string({ error: INVALID_CODE })
    .max(max, { error: TOO_LONG_CODE })
    .regex(/^[^<>"'`\\\p{Cc}\p{Cf}]*$/u, { error: 'iot-validation.10015' });
const imageReference = z
  .string({ error: INVALID_CODE })
  .max(512, { error: TOO_LONG_CODE })
  .regex(/^(?:$|\/[^\s<>"'`\\]*|https?:\/\/[^\s<>"'`\\]+)$/, { error: INVALID_CODE });
const hostName = z
  .string({ error: INVALID_CODE })
  .max(253, { error: TOO_LONG_CODE })
  .regex(/^(?:\*|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)$/, {
    error: INVALID_CODE,
  });

export const basePathMappingSchema = z.object({
  path: z
    .string({ error: INVALID_CODE })
    .max(128, { error: TOO_LONG_CODE })
    .regex(/^\/[A-Za-z0-9_\-/]*$/, { error: INVALID_CODE }),
  host: hostName.refine((value) => value !== '*', { error: INVALID_CODE }),
});

export const brandInputSchema = z.object({
  host: hostName,
  contact_name: brandText(64).default(''),
  phone: optionalContactPhone.default(''),
  email: z.union([z.literal(''), email]).default(''),
  android_image: imageReference.default(''),
  ios_image: imageReference.default(''),
  owner_only: z.boolean({ error: INVALID_CODE }).default(false),
  base_path_mappings: z.array(basePathMappingSchema).max(20, { error: 'iot-validation.10017' }).default([]),
});
export type BrandInput = z.input<typeof brandInputSchema>;

export const brandSchema = z.object({
  contact_name: z.string(),
  phone: z.string(),
  email: z.string(),
  android_image: z.string(),
  ios_image: z.string(),
  owner_only: z.boolean(),
  base_path_mappings: z.array(z.object({ path: z.string(), host: z.string() })),
});
export type Brand = z.infer<typeof brandSchema>;
export const adminBrandSchema = brandSchema.extend({ id: z.string(), host: z.string() });
export type AdminBrand = z.infer<typeof adminBrandSchema>;
export const adminBrandListSchema = z.object({ list: z.array(adminBrandSchema) });
export const idParamsSchema = z.object({ id: z.uuid({ error: 'iot-http.404' }) });

// Platform administration of merchants and the development outbox

export const adminTenantListQuerySchema = pageQuerySchema.extend({
  status: z.enum(TENANT_STATUSES, { error: INVALID_OPTION_CODE }).optional(),
});
export const adminTenantSchema = z.object({
  id: z.string(),
  name: z.string(),
  namespace: z.string(),
  business_id: z.string(),
  extension_code: z.string(),
  status: z.enum(TENANT_STATUSES),
  organization_name: z.string(),
  industry: z.string(),
  address: z.string(),
  manager: z
    .object({
      id: z.string(),
      username: z.string(),
      nick_name: z.string(),
      mobile: z.string(),
      email: z.string(),
      job: z.string(),
    })
    .nullable(),
  review_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminTenant = z.infer<typeof adminTenantSchema>;
export const adminTenantListSchema = pagedSchema(adminTenantSchema);
export const USER_STATUSES = ['active', 'disabled'] as const;
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  nick_name: z.string(),
  mobile: z.string(),
  email: z.string(),
  user_type: z.string(),
  is_manager: z.boolean(),
  status: z.enum(USER_STATUSES),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = pagedSchema(adminUserSchema);
export const tenantReviewSchema = z.object({
  reason: z
    .string({ error: INVALID_CODE })
    .max(200, { error: TOO_LONG_CODE })
    .regex(/^[^<>\\\p{Cc}\p{Cf}]*$/u, { error: 'iot-validation.10015' })
    .optional(),
});

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.string(),
  destination: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export const outboxListSchema = pagedSchema(outboxMessageSchema);
/** The outbox narrowed to one mobile number or e-mail address (any part of it). */
export const outboxListQuerySchema = pageQuerySchema.extend({ destination: searchText.optional() });
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

/** Test hooks (TEST_HOOKS=1 only). */
export const testHookCaptchaSchema = z.object({ text: z.string() });
export const testHookCodeSchema = z.object({ code: z.string() });
export const testHookCodeQuerySchema = z.object({ destination: requiredString().max(EMAIL_MAX) });
