import {
  type AdminTenant,
  type Locale,
  merchantApprovedMessage,
  merchantRejectedMessage,
  type PageQuery,
} from '@ies/contracts';
import type { TenantStatus } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AdminTenants, AdminUsers } from '../accounts/account-ports';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { RequestContext } from '../../platform/identity/request-context';
import type { SessionService } from '../../platform/identity/session.service';
import type { MessageService } from '../messages/message.service';
import type { BehaviourLogService } from '../behaviour-log/behaviour-log.service';
import type { UserNotifier } from '../verification/user-notifier';
import { presentAdminTenant } from './admin.presenter';
import { pageWindow, pagination } from '../../db/paging';

export type TenantAction = 'approve' | 'reject' | 'disable' | 'enable';

/** Which states each action starts from and where it leads. */
const TRANSITIONS: Record<TenantAction, { from: readonly TenantStatus[]; to: TenantStatus }> = {
  approve: { from: ['pending', 'rejected'], to: 'active' },
  reject: { from: ['pending'], to: 'rejected' },
  disable: { from: ['active'], to: 'disabled' },
  enable: { from: ['disabled'], to: 'active' },
};

function assertPlatformAdmin(auth: AuthContext): void {
  if (!auth.isPlatformAdmin) throw new AppError('iot-http.403');
}

/** The platform administrator's review of merchants: list, approve, reject, disable, enable. */
export class TenantReviewService {
  constructor(
    private readonly deps: {
      tenants: AdminTenants;
      users: AdminUsers;
      sessions: SessionService;
      notifier: UserNotifier;
      messages: MessageService;
      behaviour: BehaviourLogService;
      clock: Clock;
    },
  ) {}

  async list(auth: AuthContext, query: PageQuery & { status?: TenantStatus }) {
    assertPlatformAdmin(auth);
    const { rows, total } = await this.deps.tenants.listMerchants({
      status: query.status,
      ...pageWindow(query),
    });
    const list: AdminTenant[] = [];
    for (const tenant of rows) {
      list.push(presentAdminTenant(tenant, await this.deps.users.findManagerOfTenant(tenant.id)));
    }
    return {
      list,
      pagination: pagination(total, query),
    };
  }

  async apply(
    auth: AuthContext,
    tenantId: string,
    action: TenantAction,
    reason: string | undefined,
    context: RequestContext,
  ): Promise<void> {
    assertPlatformAdmin(auth);
    const existing = await this.deps.tenants.findById(tenantId);
    if (existing?.kind !== 'merchant') throw new AppError('iot-http.404');
    const { from, to } = TRANSITIONS[action];
    const moved = await this.deps.tenants.transition(tenantId, from, to, {
      reason,
      reviewedBy: auth.userId,
      at: this.deps.clock.now(),
    });
    if (!moved) throw new AppError('iot-tenant.10050', { status: 409 });
    // A disabled tenant's sessions end now, not at their next expiry.
    if (action === 'disable') await this.deps.sessions.endTenantSessions(tenantId);
    await this.deps.behaviour.record({
      module: 'admin',
      action: `tenant-${action}`,
      result: 'success',
      params: { tenant: moved.namespace, reason },
      tenantId,
      userId: auth.userId,
      ip: context.ip,
    });
    if (action === 'approve' || action === 'reject')
      await this.tellMerchant(moved, action, reason ?? '', context.locale);
  }

  private async tellMerchant(
    tenant: { id: string; namespace: string; businessId: string },
    action: 'approve' | 'reject',
    reason: string,
    locale: Locale,
  ): Promise<void> {
    const manager = await this.deps.users.findManagerOfTenant(tenant.id);
    if (!manager) return;
    const text = (language: Locale) =>
      action === 'approve'
        ? merchantApprovedMessage[language]({ username: manager.username, businessId: tenant.businessId })
        : merchantRejectedMessage[language]({ username: manager.username, reason });
    await this.deps.notifier.notify(manager, text, locale);
    // The same news in the manager's message list (the bell), in the reviewer's language.
    await this.deps.messages.send({
      tenantId: tenant.id,
      userId: manager.id,
      name: text(locale).subject,
      body: text(locale).text,
    });
  }
}
