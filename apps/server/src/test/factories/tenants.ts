import { PLATFORM_NAME } from '@ies/contracts';
import type { Db } from '../../db/database';
import type { TenantRow, TenantStatus } from '../../db/schema';
import { extensionCodeOf, newBusinessId } from '../../modules/accounts/business-id';
import { TenantsRepository } from '../../modules/accounts/tenants.repository';

let sequence = 0;

/** A merchant tenant straight in the database (no registration, no codes). */
export async function createMerchantTenant(
  db: Db,
  overrides: { namespace?: string; status?: TenantStatus } = {},
): Promise<TenantRow> {
  sequence += 1;
  const businessId = newBusinessId();
  const namespace = overrides.namespace ?? `merchant${Date.now().toString(36)}${sequence}`;
  return new TenantsRepository(db).insert({
    kind: 'merchant',
    status: overrides.status ?? 'active',
    namespace,
    name: `${namespace} Co`,
    businessId,
    extensionCode: extensionCodeOf(businessId),
    organizationName: PLATFORM_NAME,
    industry: PLATFORM_NAME,
    address: PLATFORM_NAME,
    city: PLATFORM_NAME,
  });
}
