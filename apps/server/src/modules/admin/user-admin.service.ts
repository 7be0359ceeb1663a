import type { PageQuery } from '@ies/contracts';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AdminTenants, AdminUsers } from '../accounts/account-ports';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { RequestContext } from '../../platform/identity/request-context';
import type { SessionService } from '../../platform/identity/session.service';
import type { BehaviourLogService } from '../behaviour-log/behaviour-log.service';
import { presentAdminUser } from './admin.presenter';
import { pagedList, pageWindow } from '../../db/paging';

export type UserAction = 'disable' | 'enable';

const TARGET_STATUS = { disable: 'disabled', enable: 'active' } as const;

function assertPlatformAdmin(auth: AuthContext): void {
  if (!auth.isPlatformAdmin) throw new AppError('iot-http.403');
}

/** The platform administrator's view of a merchant's users, and disabling or enabling one account. */
export class UserAdminService {
  constructor(
    private readonly deps: {
      tenants: AdminTenants;
      users: AdminUsers;
      sessions: SessionService;
      behaviour: BehaviourLogService;
      clock: Clock;
    },
  ) {}

  async listOfTenant(auth: AuthContext, tenantId: string, query: PageQuery) {
    assertPlatformAdmin(auth);
    const tenant = await this.deps.tenants.findById(tenantId);
    if (!tenant) throw new AppError('iot-http.404');
    const { rows, total } = await this.deps.users.listByTenant({
      tenantId,
      ...pageWindow(query),
    });
    return pagedList(rows.map(presentAdminUser), total, query);
  }

  async apply(auth: AuthContext, userId: string, action: UserAction, context: RequestContext): Promise<void> {
    assertPlatformAdmin(auth);
    const user = await this.deps.users.findById(userId);
    const tenant = user && (await this.deps.tenants.findById(user.tenantId));
    // Platform accounts are out of reach, so the administrator cannot lock the platform out.
    if (!user || tenant?.kind !== 'merchant') throw new AppError('iot-http.404');
    await this.deps.users.setStatus(user.id, TARGET_STATUS[action], this.deps.clock.now());
    // A disabled account's sessions end now, not at their next expiry.
    if (action === 'disable') await this.deps.sessions.endUserSessions(user.id);
    await this.deps.behaviour.record({
      module: 'admin',
      action: `user-${action}`,
      result: 'success',
      params: { user: user.username, tenant: tenant.namespace },
      tenantId: user.tenantId,
      userId: auth.userId,
      ip: context.ip,
    });
  }
}
