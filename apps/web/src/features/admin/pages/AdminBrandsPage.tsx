import { BrandManagement } from '../components/BrandManagement';
import { PlatformAdminOnly } from '../components/PlatformAdminOnly';
import '../../../ui/adminPage.css';

export default function AdminBrandsPage() {
  return (
    <PlatformAdminOnly>
      <BrandManagement />
    </PlatformAdminOnly>
  );
}
