import type { Locale } from '../common/locale';

/** The texts of the e-mails and SMS the identity part sends, in both languages. */
interface MessageTemplate {
  subject: string;
  text: string;
}

type Templates<P> = Record<Locale, (params: P) => MessageTemplate>;

const minutes = (seconds: number) => Math.round(seconds / 60);

export const verificationCodeMessage: Templates<{ code: string; ttlSeconds: number }> = {
  zh: ({ code, ttlSeconds }) => ({
    subject: '验证码',
    text: `您的验证码是 ${code}，${minutes(ttlSeconds)} 分钟内有效。请勿向任何人透露。`,
  }),
  en: ({ code, ttlSeconds }) => ({
    subject: 'Verification code',
    text: `Your verification code is ${code}. It is valid for ${minutes(ttlSeconds)} minutes. Do not share it with anyone.`,
  }),
};

export const merchantRegisteredMessage: Templates<{ username: string; organization: string }> = {
  zh: ({ username, organization }) => ({
    subject: '新商户注册待审核',
    text: `商户 ${username}（${organization}）已提交注册，请登录平台进行审核。`,
  }),
  en: ({ username, organization }) => ({
    subject: 'New merchant registration awaiting review',
    text: `The merchant ${username} (${organization}) has registered. Please sign in to the platform to review it.`,
  }),
};

export const merchantApprovedMessage: Templates<{ username: string; businessId: string }> = {
  zh: ({ username, businessId }) => ({
    subject: '商户注册已通过审核',
    text: `您的商户账号 ${username} 已通过审核，现在可以登录。您的商户 ID 为 ${businessId}。`,
  }),
  en: ({ username, businessId }) => ({
    subject: 'Your merchant registration is approved',
    text: `Your merchant account ${username} has been approved and can sign in now. Your merchant ID is ${businessId}.`,
  }),
};

export const merchantRejectedMessage: Templates<{ username: string; reason: string }> = {
  zh: ({ username, reason }) => ({
    subject: '商户注册未通过审核',
    text: `您的商户账号 ${username} 未通过审核。${reason ? `原因：${reason}` : ''}`,
  }),
  en: ({ username, reason }) => ({
    subject: 'Your merchant registration was not approved',
    text: `Your merchant account ${username} was not approved.${reason ? ` Reason: ${reason}` : ''}`,
  }),
};
