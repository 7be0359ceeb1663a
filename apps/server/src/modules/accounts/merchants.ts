import type { TenantRow } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { businessIdOf } from './business-id';
import type { TenantsRepository } from './tenants.repository';

/**
 * The active merchant an owner's business id (base64 extension_code) names: tenant.10046 when the
 * value is not the base64 of a business id, tenant.10047 when no active merchant has it.
 */
export async function activeMerchantByExtensionCode(
  tenants: TenantsRepository,
  extensionCode: string,
): Promise<TenantRow> {
  const businessId = businessIdOf(extensionCode);
  if (!businessId) throw new AppError('tenant.10046');
  const tenant = await tenants.findByBusinessId(businessId);
  if (tenant?.kind !== 'merchant' || tenant.status !== 'active') throw new AppError('tenant.10047');
  return tenant;
}
