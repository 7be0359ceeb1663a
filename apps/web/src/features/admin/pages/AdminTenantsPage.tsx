import { PlatformAdminOnly } from '../components/PlatformAdminOnly';
import { TenantReview } from '../components/TenantReview';
import '../../../ui/adminPage.css';

export default function AdminTenantsPage() {
  return (
    <PlatformAdminOnly>
      <TenantReview />
    </PlatformAdminOnly>
  );
}
