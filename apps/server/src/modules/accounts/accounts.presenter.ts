import type { SelfTenant, SelfUser } from '@ies/contracts';
import type { TenantRow, UserRow } from '../../db/schema';
import { maskMobile } from '../../platform/identity/destinations';

export function presentSelfUser(user: UserRow, tenant: TenantRow): SelfUser {
  return {
    id: user.id,
    tenant_id: user.tenantId,
    name: user.username,
    username: user.username,
    nick_name: user.nickName,
    avatar: user.avatar,
    isManager: user.isManager,
    isPlatformAdmin: tenant.kind === 'platform',
    mobile: maskMobile(user.mobile),
    email: user.email ?? '',
    user_type: user.userType,
    gender: user.gender,
    job: user.job,
    industry: user.industry,
    organization_name: user.organizationName,
    address: user.address,
    city: user.city,
    customization: JSON.stringify(user.customization ?? {}),
  };
}

/** The tenant fields the caller's own view and the platform admin's view both start with. */
export function presentTenantBasics(tenant: TenantRow) {
  return {
    id: tenant.id,
    name: tenant.name,
    namespace: tenant.namespace,
    business_id: tenant.businessId,
    extension_code: tenant.extensionCode,
    status: tenant.status,
  };
}

export function presentSelfTenant(tenant: TenantRow): SelfTenant {
  return {
    ...presentTenantBasics(tenant),
    tenant_type: tenant.tenantType,
    // Info models arrive with the device issue; until then the tenant has none.
    info_model_id: null,
    is_platform: tenant.kind === 'platform',
  };
}
