import type { AdminTenant, AdminUser } from '@ies/contracts';
import type { TenantRow, UserRow } from '../../db/schema';
import { maskMobile } from '../../platform/identity/destinations';
import { presentTenantBasics } from '../accounts/accounts.presenter';

export function presentAdminTenant(tenant: TenantRow, manager: UserRow | undefined): AdminTenant {
  return {
    ...presentTenantBasics(tenant),
    organization_name: tenant.organizationName,
    industry: tenant.industry,
    address: tenant.address,
    manager: manager
      ? {
          id: manager.id,
          username: manager.username,
          nick_name: manager.nickName,
          mobile: maskMobile(manager.mobile),
          email: manager.email ?? '',
          job: manager.job,
        }
      : null,
    review_reason: tenant.reviewReason,
    reviewed_at: tenant.reviewedAt?.toISOString() ?? null,
    created_at: tenant.createdAt.toISOString(),
  };
}

export function presentAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    username: user.username,
    nick_name: user.nickName,
    mobile: maskMobile(user.mobile),
    email: user.email ?? '',
    user_type: user.userType,
    is_manager: user.isManager,
    status: user.status,
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}
