import { PlatformAdminOnly } from '../features/admin/components/PlatformAdminOnly';
import { TenantReview } from '../features/admin/components/TenantReview';
import '../features/admin/components/admin.css';

export default function AdminTenantsPage() {
  return (
    <PlatformAdminOnly>
      <TenantReview />
    </PlatformAdminOnly>
  );
}
