import type { ErrorCode } from '@ies/contracts';
import type { TenantRow, UserRow } from '../../db/schema';

/**
 * Why an account whose credentials were right may still not sign in (docs/spec/A-access-and-shell.md §8, shown under the
 * username field): disabled account, merchant awaiting approval, merchant rejected or disabled.
 */
export function signInRefusal(user: UserRow, tenant: TenantRow | undefined): ErrorCode | undefined {
  if (user.status !== 'active') return 'iot-tenant.10027';
  if (!tenant) return 'iot-control.10018';
  if (tenant.status === 'pending') return 'iot-tenant.10041';
  if (tenant.status !== 'active') return 'iot-tenant.10016';
  return undefined;
}
