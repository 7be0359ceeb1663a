import { PlatformAdminOnly } from '../features/admin/components/PlatformAdminOnly';
import { PlatformJobs } from '../features/admin/components/PlatformJobs';
import '../features/admin/components/admin.css';

export default function AdminJobsPage() {
  return (
    <PlatformAdminOnly>
      <PlatformJobs />
    </PlatformAdminOnly>
  );
}
