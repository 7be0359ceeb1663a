import {
  type ErrorCode,
  type Locale,
  merchantRegisteredMessage,
  type RegistrationInput,
  type RegistrationResponse,
} from '@ies/contracts';
import type { Db } from '../../db/database';
import type { TenantRow } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { PasswordHasher } from '../../platform/identity/password-hasher';
import type { RequestContext } from '../../platform/identity/request-context';
import type { BehaviourLogService } from '../behaviour-log/behaviour-log.service';
import type { BrandService } from '../brands/brand.service';
import type { UserNotifier } from '../verification/user-notifier';
import type { CodeErrors, VerificationCodeService } from '../verification/verification-code.service';
import { extensionCodeOf, newBusinessId } from './business-id';
import { normalizeEmail, normalizeMobile } from '../../platform/identity/destinations';
import { activeMerchantByExtensionCode } from './merchants';
import { TenantsRepository } from './tenants.repository';
import { uniqueViolation } from '../../db/violations';
import { UsersRepository } from './users.repository';

/** Registration code failures as docs/spec/A-access-and-shell.md §8 maps them: 018 back to the account step, 019 to the e-mail step. */
const MOBILE_CODE_ERRORS: CodeErrors = { wrong: 'login.error.018', expired: 'login.error.018' };
const EMAIL_CODE_ERRORS: CodeErrors = { wrong: 'login.error.019', expired: 'login.error.019' };

/** Unique constraints and the code each answers with, for two registrations racing for one name. */
const CONSTRAINT_CODES: Record<string, ErrorCode> = {
  users_login_name_unique: 'tenant.10007',
  users_tenant_username_unique: 'tenant.10007',
  tenants_namespace_unique: 'tenant.10021',
  users_mobile_unique: 'iot-user.10001',
  users_email_unique: 'iot-user.10002',
};

/**
 * Merchant (type 1) and owner (type 2) registration. A merchant gets its own tenant, pending until
 * the platform administrator approves it; an owner joins the active merchant its business id names
 * and may sign in at once. Everything is written in one transaction: a failure stores nothing.
 */
export class RegistrationService {
  constructor(
    private readonly deps: {
      db: Db;
      codes: VerificationCodeService;
      hasher: PasswordHasher;
      behaviour: BehaviourLogService;
      brands: BrandService;
      notifier: UserNotifier;
      clock: Clock;
    },
  ) {}

  async register(
    input: RegistrationInput,
    context: RequestContext,
    host: string,
  ): Promise<RegistrationResponse> {
    const { db, codes } = this.deps;
    const tenants = new TenantsRepository(db);
    const users = new UsersRepository(db);
    if (input.userType === '1' && (await this.deps.brands.forHost(host)).owner_only) {
      throw new AppError('iot-user.10003');
    }
    const merchant =
      input.userType === '2' ? await activeMerchantByExtensionCode(tenants, input.extension_code) : undefined;
    const mobile = normalizeMobile(input.mobile);
    const email = input.email ? normalizeEmail(input.email) : null;
    await this.assertFree({ tenants, users, name: input.name, mobile, email });

    const mobileCodeId = await codes.verify({
      destination: mobile,
      purpose: 'register',
      code: input.mobile_verification_code,
      errors: MOBILE_CODE_ERRORS,
    });
    const emailCodeId = email
      ? await codes.verify({
          destination: email,
          purpose: 'register',
          code: input.email_verification_code ?? '',
          errors: EMAIL_CODE_ERRORS,
        })
      : undefined;

    const passwordHash = await this.deps.hasher.hash(input.password);
    const now = this.deps.clock.now();
    let result: RegistrationResponse;
    try {
      result = await db.transaction(async (tx) => {
        const txTenants = new TenantsRepository(tx);
        const txUsers = new UsersRepository(tx);
        const tenant = merchant ?? (await this.createMerchantTenant(txTenants, input, now));
        const parent = merchant ? await txUsers.findManagerOfTenant(merchant.id) : undefined;
        const user = await txUsers.insert({
          tenantId: tenant.id,
          username: input.name,
          loginName: input.name.toLowerCase(),
          namespace: input.name,
          nickName: input.nick_name || input.name,
          passwordHash,
          mobile,
          email,
          userType: input.userType,
          isManager: input.userType === '1',
          parentUserId: parent?.id ?? null,
          status: 'active',
          gender: input.gender,
          job: input.job,
          industry: input.industry,
          organizationName: input.organization_name,
          address: input.address,
          city: input.city,
          province: input.province ?? '',
          country: input.country ?? '',
          department: input.department ?? '',
          avatar: input.avatar ?? '',
          description: input.description ?? '',
          tenantType: input.tenant_type,
          platform: input.platform,
          createdAt: now,
          updatedAt: now,
        });
        await codes.consume(mobileCodeId, MOBILE_CODE_ERRORS, tx);
        if (emailCodeId) await codes.consume(emailCodeId, EMAIL_CODE_ERRORS, tx);
        await this.deps.behaviour.record(
          {
            module: 'registration',
            action: input.userType === '1' ? 'register-merchant' : 'register-owner',
            result: 'success',
            params: { username: input.name, business_id: tenant.businessId },
            tenantId: tenant.id,
            userId: user.id,
            ip: context.ip,
          },
          tx,
        );
        return { user_id: user.id, tenant_id: tenant.id, status: merchant ? 'active' : 'pending' } as const;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      throw new AppError(CONSTRAINT_CODES[constraint] ?? 'tenant.10007');
    }

    if (input.userType === '1')
      await this.tellPlatformAdmin(input.name, input.organization_name, context.locale);
    return result;
  }

  /** The checks the wizard already made, made again: another registration may have taken the values since. */
  private async assertFree(input: {
    tenants: TenantsRepository;
    users: UsersRepository;
    name: string;
    mobile: string;
    email: string | null;
  }): Promise<void> {
    if (await input.users.findByLoginName(input.name)) throw new AppError('tenant.10007');
    if (await input.tenants.findByNamespace(input.name)) throw new AppError('tenant.10021');
    if (await input.users.findByMobile(input.mobile)) throw new AppError('iot-user.10001');
    if (input.email && (await input.users.findByEmail(input.email))) throw new AppError('iot-user.10002');
  }

  private async createMerchantTenant(
    tenants: TenantsRepository,
    input: RegistrationInput,
    now: Date,
  ): Promise<TenantRow> {
    let businessId = newBusinessId();
    while (await tenants.businessIdTaken(businessId)) businessId = newBusinessId();
    return tenants.insert({
      kind: 'merchant',
      status: 'pending',
      namespace: input.name,
      name: input.organization_name,
      businessId,
      extensionCode: extensionCodeOf(businessId),
      tenantType: input.tenant_type,
      organizationName: input.organization_name,
      industry: input.industry,
      address: input.address,
      city: input.city,
      province: input.province ?? '',
      country: input.country ?? '',
      createdAt: now,
      updatedAt: now,
    });
  }

  private async tellPlatformAdmin(username: string, organization: string, locale: Locale): Promise<void> {
    const users = new UsersRepository(this.deps.db);
    const platform = await new TenantsRepository(this.deps.db).findPlatform();
    const admin = platform ? await users.findManagerOfTenant(platform.id) : undefined;
    if (!admin) return;
    await this.deps.notifier.notify(
      admin,
      (language) => merchantRegisteredMessage[language]({ username, organization }),
      locale,
    );
  }
}
