import { MAINLAND_MOBILE_PATTERN } from '@ies/contracts';
import type { UserRow } from '../../db/schema';
import { normalizeMobile } from '../../platform/identity/destinations';
import type { TenantsRepository } from './tenants.repository';
import type { UsersRepository } from './users.repository';

/**
 * Finds the account a sign-in name means: `+<country><number>` or a mainland number is a mobile
 * number; `name@tenant` is a sub-user of the tenant whose namespace is `tenant`; anything else is
 * the plain sign-in name of a platform administrator, merchant or owner.
 */
export class AccountFinder {
  constructor(
    private readonly users: UsersRepository,
    private readonly tenants: TenantsRepository,
  ) {}

  async bySignInName(name: string): Promise<UserRow | undefined> {
    if (name.startsWith('+') || MAINLAND_MOBILE_PATTERN.test(name)) {
      return this.users.findByMobile(normalizeMobile(name));
    }
    const at = name.indexOf('@');
    if (at > 0) {
      const tenant = await this.tenants.findByNamespace(name.slice(at + 1));
      return tenant ? this.users.findInTenantByUsername(tenant.id, name.slice(0, at)) : undefined;
    }
    return this.users.findByLoginName(name);
  }
}
