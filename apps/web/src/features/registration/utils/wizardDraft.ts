import { type Gender, type RegistrationRequest, USER_TYPE, type UserType } from '@ies/contracts';
import { toExtensionCode } from './businessId';

/** Everything the wizard has collected so far, step by step. */
export interface WizardDraft {
  userType?: UserType;
  /** The merchant ID as typed (ten digits, or already base64). */
  businessId?: string;
  mobile?: string;
  mobile_verification_code?: string;
  name?: string;
  password?: string;
  confirmPassword?: string;
  agreement?: boolean;
  email?: string;
  email_verification_code?: string;
  nick_name?: string;
  gender?: Gender;
  job?: string;
  industry?: string;
  organization_name?: string;
  address?: string;
}

const text = (value: string | undefined) => (value ?? '').trim();

/**
 * The registration call's body. Owners send no company fields (the server defaults them to the
 * platform name, docs/spec/A-access-and-shell.md §3); an e-mail is sent only with its code.
 */
export function registrationRequestOf(draft: WizardDraft): RegistrationRequest {
  const email = text(draft.email);
  const common = {
    mobile: text(draft.mobile),
    mobile_verification_code: text(draft.mobile_verification_code),
    name: text(draft.name),
    password: draft.password ?? '',
    confirmPassword: draft.confirmPassword ?? '',
    agreement: true as const,
    ...(email ? { email, email_verification_code: text(draft.email_verification_code) } : {}),
  };
  if (draft.userType === USER_TYPE.merchant) {
    return {
      ...common,
      userType: USER_TYPE.merchant,
      nick_name: text(draft.nick_name),
      gender: draft.gender,
      job: text(draft.job),
      industry: text(draft.industry),
      organization_name: text(draft.organization_name),
      address: text(draft.address),
    };
  }
  return { ...common, userType: USER_TYPE.owner, extension_code: toExtensionCode(draft.businessId ?? '') };
}
