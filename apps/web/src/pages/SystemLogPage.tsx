import { SystemLog } from '../features/system-log/components/SystemLog';
import '../features/admin/components/admin.css';

export default function SystemLogPage() {
  return <SystemLog />;
}
