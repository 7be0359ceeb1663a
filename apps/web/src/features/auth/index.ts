// What other features use of the auth feature: the verification-code field, the host's brand,
// completing a sign-in, the signed-in user, and the chat-app bind state the bind page reads.
export { requestVerificationCode } from './api/verificationCodes';
export { CodeField } from './components/CodeField';
export { LabelledMobileCodeFields } from './components/MobileCodeFields';
export type { LoginNoticeState } from './components/LoginScreen';
export { useCompleteLogin } from './hooks/useCompleteLogin';
export { useHostBrand } from './hooks/useHostBrand';
export { useSendCode } from './hooks/useSendCode';
export { useSessionUser } from './hooks/useSessionUser';
export { bindStorage } from './utils/bindStorage';
