import { OrganizationManagement } from '../features/organisations/components/OrganizationManagement';
import '../features/admin/components/admin.css';

export default function OrganizationManagementPage() {
  return <OrganizationManagement />;
}
