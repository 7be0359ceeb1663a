import { OrganizationManagement } from '../components/OrganizationManagement';
import '../../../ui/adminPage.css';

export default function OrganizationManagementPage() {
  return <OrganizationManagement />;
}
