import type { TenantStatusValue } from '@ies/contracts';
import type { TenantAction } from '../api/admin';

/** What the administrator may do with a merchant in each state (server: tenant-review.service). */
export function tenantActions(status: TenantStatusValue): TenantAction[] {
  switch (status) {
    case 'pending':
      return ['approve', 'reject'];
    case 'rejected':
      return ['approve'];
    case 'active':
      return ['disable'];
    case 'disabled':
      return ['enable'];
  }
}
