import { DevelopmentOutbox } from '../components/DevelopmentOutbox';
import { PlatformAdminOnly } from '../components/PlatformAdminOnly';
import '../../../ui/adminPage.css';

export default function AdminOutboxPage() {
  return (
    <PlatformAdminOnly>
      <DevelopmentOutbox />
    </PlatformAdminOnly>
  );
}
