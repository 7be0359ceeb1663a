import type { SelfTenant, SelfUser } from '@ies/contracts';
import { AppError } from '../../platform/app-error';
import type { AuthContext } from '../../platform/identity/auth-context';
import { presentSelfTenant, presentSelfUser } from './accounts.presenter';
import type { TenantsRepository } from './tenants.repository';
import type { UsersRepository } from './users.repository';

/** The signed-in caller's own user and tenant (getSelfUserInfo, getUsersSelfTenant). */
export class SelfService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tenants: TenantsRepository,
  ) {}

  async user(auth: AuthContext): Promise<SelfUser> {
    const found = await this.users.findSelf(auth.userId, auth.tenantId);
    if (!found) throw new AppError('iot-http.401');
    return presentSelfUser(found.user, found.tenant);
  }

  async tenant(auth: AuthContext): Promise<SelfTenant> {
    const tenant = await this.tenants.findById(auth.tenantId);
    if (!tenant) throw new AppError('iot-http.401');
    return presentSelfTenant(tenant);
  }
}
