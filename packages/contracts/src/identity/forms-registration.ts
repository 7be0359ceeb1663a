import { z } from 'zod';
import { DESCRIPTION_MAX, FILE_REFERENCE_MAX, ID_MAX } from '../common/limits';
import { PLATFORM_NAME } from '../common/platform';
import { DEFAULT_GENDER, USER_TYPE } from '../common/account-enums';
import type { ErrorCode } from '../common/error-types';
import {
  businessId,
  confirmPassword,
  email,
  gender,
  mobile,
  optionalEmail,
  password,
  personalText,
  personName,
  registerUsername,
  subUserName,
  verificationCode,
} from '../common/account';
import { IDENTIFIER_PATTERN } from '../common/names';
import {
  INVALID_CODE,
  INVALID_OPTION_CODE,
  multiLineText,
  requiredString,
  TOO_LONG_CODE,
} from '../common/text';
import { withPasswordConfirmation } from './forms-confirm';

/** An uploaded file's path or URL: no spaces, markup or quotes. */
export const fileReference = z
  .string({ error: INVALID_CODE })
  .max(FILE_REFERENCE_MAX, { error: TOO_LONG_CODE })
  .regex(/^[^\s<>"'`\\]*$/, { error: INVALID_CODE });

const platform = z
  .string({ error: INVALID_CODE })
  .max(64, { error: TOO_LONG_CODE })
  .regex(IDENTIFIER_PATTERN, { error: INVALID_CODE });

/** Company fields owners never fill: they default to the platform name (docs/spec/A-access-and-shell.md §3). */
const platformDefault = () => personalText.default(PLATFORM_NAME);

const accountFields = {
  mobile,
  mobile_verification_code: verificationCode,
  name: registerUsername,
  password,
  confirmPassword,
};

const emailFields = {
  email: optionalEmail,
  email_verification_code: verificationCode.optional(),
};

const profileFields = {
  gender: gender.default(DEFAULT_GENDER),
  avatar: fileReference.optional(),
  description: multiLineText(DESCRIPTION_MAX).optional(),
  country: personalText.optional(),
  province: personalText.optional(),
  city: platformDefault(),
  department: personalText.optional(),
  tenant_type: z.literal(0, { error: INVALID_OPTION_CODE }).default(0),
  platform: platform.default(PLATFORM_NAME),
};

interface EmailPair {
  email?: unknown;
  email_verification_code?: unknown;
}

/** An e-mail given without its code: the code is required (iot-user.10016). */
function emailCodeGiven(value: EmailPair): boolean {
  return value.email === undefined || value.email === '' || value.email_verification_code !== undefined;
}
const emailCodeRule = {
  error: 'iot-user.10016' satisfies ErrorCode,
  path: ['email_verification_code'],
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

// Step-wise rules (docs/spec/A-access-and-shell.md §2.3, §5): role, account, e-mail, company (merchants only).

export const registrationRoleStepSchema = z.discriminatedUnion(
  'userType',
  [
    z.object({ userType: z.literal(USER_TYPE.merchant) }),
    z.object({ userType: z.literal(USER_TYPE.owner), extension_code: businessId }),
  ],
  { error: 'iot-user.10004' },
);
export type RegistrationRoleStep = z.infer<typeof registrationRoleStepSchema>;

export const registrationAccountStepSchema = withPasswordConfirmation(
  z.object({
    ...accountFields,
    agreement: z.literal(true, { error: 'login.error.014' }),
  }),
);
export type RegistrationAccountStep = z.infer<typeof registrationAccountStepSchema>;

/** The e-mail step may be skipped; an e-mail that is given needs its code. */
export const registrationEmailStepSchema = z.object(emailFields).refine(emailCodeGiven, emailCodeRule);
export type RegistrationEmailStep = z.infer<typeof registrationEmailStepSchema>;

export const registrationCompanyStepSchema = z.object({
  nick_name: personName,
  gender,
  job: personalText,
  industry: personalText,
  organization_name: personalText,
  address: personalText,
});
export type RegistrationCompanyStep = z.infer<typeof registrationCompanyStepSchema>;

const merchantRegistrationSchema = z.object({
  userType: z.literal(USER_TYPE.merchant),
  ...accountFields,
  ...emailFields,
  ...profileFields,
  nick_name: personName,
  job: personalText,
  industry: personalText,
  organization_name: personalText,
  address: personalText,
});

const ownerRegistrationSchema = z.object({
  userType: z.literal(USER_TYPE.owner),
  extension_code: businessId,
  ...accountFields,
  ...emailFields,
  ...profileFields,
  nick_name: personName.optional(),
  job: platformDefault(),
  industry: platformDefault(),
  organization_name: platformDefault(),
  address: platformDefault(),
});

/**
 * The whole registration payload. Company fields are required for merchants (userType '1') and
 * default to the platform name for owners; city always defaults to it, gender to '男',
 * tenant_type to 0. The server copies `name` to username, namespace and (when empty) nick_name.
 */
export const registrationInputSchema = withPasswordConfirmation(
  z.discriminatedUnion('userType', [merchantRegistrationSchema, ownerRegistrationSchema], {
    error: 'iot-user.10004',
  }),
).refine(emailCodeGiven, emailCodeRule);
/** After parsing: defaults applied. */
export type RegistrationInput = z.infer<typeof registrationInputSchema>;
/** As the form sends it: defaulted fields may be left out. */
export type RegistrationDraft = z.input<typeof registrationInputSchema>;

/** A sub-user created by a tenant (docs/spec/B-operations.md §5). The server also refuses a name equal to the tenant's username (iot-user.10011). */
export const subUserInputSchema = withPasswordConfirmation(
  z.object({
    name: subUserName,
    nick_name: personName.optional(),
    mobile,
    email,
    parent_id: requiredString('iot-user.10012').max(ID_MAX, { error: TOO_LONG_CODE }),
    password,
    confirmPassword,
  }),
);
export type SubUserInput = z.infer<typeof subUserInputSchema>;
