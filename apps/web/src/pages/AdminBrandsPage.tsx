import { BrandManagement } from '../features/admin/components/BrandManagement';
import { PlatformAdminOnly } from '../features/admin/components/PlatformAdminOnly';
import '../features/admin/components/admin.css';

export default function AdminBrandsPage() {
  return (
    <PlatformAdminOnly>
      <BrandManagement />
    </PlatformAdminOnly>
  );
}
