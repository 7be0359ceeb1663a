import {
  email as emailRule,
  mobile as mobileRule,
  registerUsername,
  type UniquenessCheckQuery,
  verificationCode,
  catalogueErrorMap,
  issueCodeAndParams,
} from '@ies/contracts';
import type { z } from 'zod';
import { AppError, ValidationError } from '../../platform/app-error';
import type { VerificationCodeService } from '../verification/verification-code.service';
import { normalizeEmail, normalizeMobile } from '../../platform/identity/destinations';
import { activeMerchantByExtensionCode } from './merchants';
import type { TenantsRepository } from './tenants.repository';
import type { UsersRepository } from './users.repository';

function parse<T>(rule: z.ZodType<T>, value: unknown, field: string): T {
  const result = rule.safeParse(value, { error: catalogueErrorMap });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ValidationError([
    issue ? { field, ...issueCodeAndParams(issue) } : { field, code: 'iot-validation.10002' },
  ]);
}

/**
 * GET /tenant/user-tenant-validate, the registration wizard's checks. `result` is true when the
 * value passes: e-mail, mobile (spec: true = NOT registered) and username still free, the business
 * id names an active merchant, the verification code is right. The code check does not use the
 * code up (the registration does), but a wrong code counts as one of its tries.
 */
export class UniquenessCheckService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tenants: TenantsRepository,
    private readonly codes: VerificationCodeService,
  ) {}

  async check(query: UniquenessCheckQuery): Promise<boolean> {
    switch (query.field) {
      case 'email':
        return !(await this.users.findByEmail(normalizeEmail(parse(emailRule, query.value, 'value'))));
      case 'mobile':
        return !(await this.users.findByMobile(normalizeMobile(parse(mobileRule, query.value, 'value'))));
      case 'name': {
        const name = parse(registerUsername, query.value, 'value');
        return !(await this.users.findByLoginName(name)) && !(await this.tenants.findByNamespace(name));
      }
      case 'parent_id_base64':
        try {
          await activeMerchantByExtensionCode(this.tenants, query.value);
          return true;
        } catch (error) {
          if (error instanceof AppError) return false;
          throw error;
        }
      case 'validation_code':
        return this.checkCode(query);
    }
  }

  /** value: the mobile number or e-mail the code went to; validate_code: the code; validate_type: 1/mobile or 2/email. */
  private async checkCode(query: UniquenessCheckQuery): Promise<boolean> {
    const code = parse(verificationCode, query.validate_code, 'validate_code');
    const byEmail =
      query.validate_type === '2' ||
      query.validate_type === 'email' ||
      (!query.validate_type && query.value.includes('@'));
    const destination = byEmail
      ? normalizeEmail(parse(emailRule, query.value, 'value'))
      : normalizeMobile(parse(mobileRule, query.value, 'value'));
    try {
      await this.codes.verify({
        destination,
        purpose: 'register',
        code,
        errors: { wrong: 'login.error.018', expired: 'login.error.018' },
      });
      return true;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }
}
