import { PlatformAdminOnly } from '../components/PlatformAdminOnly';
import { PlatformJobs } from '../components/PlatformJobs';
import '../../../ui/adminPage.css';

export default function AdminJobsPage() {
  return (
    <PlatformAdminOnly>
      <PlatformJobs />
    </PlatformAdminOnly>
  );
}
