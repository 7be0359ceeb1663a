import { z } from 'zod';
import {
  BUSINESS_ID_MAX,
  EMAIL_MAX,
  GRAPHIC_CODE,
  LOGIN_PASSWORD_MAX,
  LOGIN_USERNAME,
  MOBILE_DIGITS,
  PASSWORD,
  PERSON_NAME,
  PERSONAL_TEXT,
  REGISTER_USERNAME,
  SUB_USER_NAME,
} from './limits';
import { GENDERS, USER_TYPES } from './account-enums';
import type { ErrorCode } from './error-types';
import { HAN, patternString, requiredString, SINGLE_LINE_SAFE_PATTERN, TOO_LONG_CODE } from './text';

/**
 * Sign-in usernames: a plain name, the sub-user form name@tenant, or an international mobile
 * number with its area code (+8613800138000). A mainland number without + is already a plain name.
 */
export const LOGIN_USERNAME_PATTERN = /^(?:[A-Za-z0-9_]+(?:@[A-Za-z0-9_]+)?|\+[1-9]\d{5,14})$/;
export const REGISTER_USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
/** Letters, digits and the specials !@#$%^&*() only. */
export const PASSWORD_CHARACTERS_PATTERN = /^[A-Za-z0-9!@#$%^&*()]*$/;
export const MAINLAND_MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Mainland numbers, or + country code and number (6–15 digits in all); +86 must be a mainland number. */
export const MOBILE_PATTERN = new RegExp(
  `^(?:1[3-9]\\d{9}|\\+861[3-9]\\d{9}|\\+(?!86)[1-9]\\d{${MOBILE_DIGITS.min - 1},${MOBILE_DIGITS.max - 1}})$`,
);
/** A deliberately strict address: no quotes, spaces or comments; the domain needs a dot and a letter TLD. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;
export const PERSON_NAME_PATTERN = new RegExp(
  `^[${HAN}A-Za-z0-9_]{${PERSON_NAME.min},${PERSON_NAME.max}}$`,
  'u',
);
export const GRAPHIC_CODE_PATTERN = new RegExp(`^[A-Za-z0-9]{${GRAPHIC_CODE.min},${GRAPHIC_CODE.max}}$`);
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
export const BASE64_PATTERN = /^[A-Za-z0-9+/]+={0,2}$/;

/** The password kinds: letters, digits, specials. Upper and lower case count as one kind. */
export function passwordKinds(value: string): number {
  return [/[A-Za-z]/, /\d/, /[!@#$%^&*()]/].filter((kind) => kind.test(value)).length;
}

export const loginUsername = patternString({
  pattern: LOGIN_USERNAME_PATTERN,
  code: 'login.error.003',
  requiredCode: 'login.error.001',
  length: LOGIN_USERNAME,
});

export const registerUsername = patternString({
  pattern: REGISTER_USERNAME_PATTERN,
  code: 'login.error.008',
  requiredCode: 'login.error.013',
  length: REGISTER_USERNAME,
});

/** A password being set: 8–16 letters, digits, !@#$%^&*(), at least two kinds. */
export function passwordRule(code: ErrorCode = 'login.error.005') {
  return patternString({
    pattern: PASSWORD_CHARACTERS_PATTERN,
    code,
    requiredCode: 'login.error.006',
    length: PASSWORD,
  }).refine((value) => passwordKinds(value) >= 2, { error: code });
}
export const password = passwordRule('login.error.005');
/** The new password of reset and change-password forms (login.error.010). */
export const newPassword = passwordRule('login.error.010');

/** Sign-in only checks presence (older passwords may predate the rule); the cap refuses huge inputs. */
export const loginPassword = requiredString('login.error.006').max(LOGIN_PASSWORD_MAX, {
  error: TOO_LONG_CODE,
});

export const confirmPassword = requiredString('login.error.012').max(PASSWORD.max, {
  error: 'login.error.011',
});

export const mobile = patternString({
  pattern: MOBILE_PATTERN,
  code: 'login.error.002',
  requiredCode: 'iot-user.10015',
});

/**
 * A landline or international number as people write it: optional +, digits in groups split by a
 * space or hyphen, optional (area) and extension; 6–20 digits in all.
 */
export const LANDLINE_PATTERN =
  /^(?=(?:\D*\d){6,20}\D*$)\+?(?:\(\d{1,5}\)[ -]?)?\d+(?:[ -]\d+)*(?: ?(?:ext\.?|#) ?\d{1,6})?$/;

/** A contact phone that may be left empty; when given, a mobile number or a landline. */
export const optionalContactPhone = z
  .string({ error: 'iot-validation.10023' })
  .max(32, { error: TOO_LONG_CODE })
  .refine((value) => value === '' || MOBILE_PATTERN.test(value) || LANDLINE_PATTERN.test(value), {
    error: 'iot-validation.10023',
  });

/** A 6-digit SMS or e-mail code. */
export const verificationCode = patternString({
  pattern: VERIFICATION_CODE_PATTERN,
  code: 'login.error.021',
  requiredCode: 'iot-user.10016',
});
export const smsCode = verificationCode;

export const email = requiredString('login.error.017')
  .max(EMAIL_MAX, { error: 'login.error.015' })
  .regex(EMAIL_PATTERN, { error: 'login.error.015' });

/** An e-mail that may be left out (undefined or ''); when given it must be valid. */
export const optionalEmail = z
  .string({ error: 'login.error.015' })
  .max(EMAIL_MAX, { error: 'login.error.015' })
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: 'login.error.015' })
  .optional();

export const graphicCode = patternString({
  pattern: GRAPHIC_CODE_PATTERN,
  code: 'iot-control.10026',
  requiredCode: 'login.error.004',
});

/** The id of the graphic code being answered; a missing one means the captcha must be refreshed. */
export const graphicCodeUuid = patternString({
  pattern: UUID_PATTERN,
  code: 'iot-control.10013',
  requiredCode: 'iot-control.10013',
});

/** Name of a person: 2–20 Chinese characters, letters, digits, underscore. */
export const personName = patternString({
  pattern: PERSON_NAME_PATTERN,
  code: 'iot-user.10006',
  requiredCode: 'iot-user.10007',
});

/** Position, industry, company, address: 2–32 characters of safe single-line text. */
export const personalText = requiredString()
  .min(PERSONAL_TEXT.min, { error: 'iot-user.10009' })
  .max(PERSONAL_TEXT.max, { error: 'iot-user.10009' })
  .regex(SINGLE_LINE_SAFE_PATTERN, { error: 'iot-user.10009' })
  .refine((value) => value.trim().length >= PERSONAL_TEXT.min, { error: 'iot-user.10009' });

export const subUserName = patternString({
  pattern: /^[A-Za-z0-9_]+$/,
  code: 'iot-user.10010',
  length: SUB_USER_NAME,
});

export const gender = z.enum(GENDERS, { error: 'iot-user.10008' });
export const userType = z.enum(USER_TYPES, { error: 'iot-user.10004' });

/** The merchant's business id as the registration form sends it (base64). */
export const businessId = requiredString('iot-user.10005')
  .max(BUSINESS_ID_MAX, { error: 'login.error.020' })
  .regex(BASE64_PATTERN, { error: 'login.error.020' });
