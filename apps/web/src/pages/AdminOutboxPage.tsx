import { DevelopmentOutbox } from '../features/admin/components/DevelopmentOutbox';
import { PlatformAdminOnly } from '../features/admin/components/PlatformAdminOnly';
import '../features/admin/components/admin.css';

export default function AdminOutboxPage() {
  return (
    <PlatformAdminOnly>
      <DevelopmentOutbox />
    </PlatformAdminOnly>
  );
}
