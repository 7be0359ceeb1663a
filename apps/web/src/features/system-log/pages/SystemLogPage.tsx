import { SystemLog } from '../components/SystemLog';
import '../../../ui/adminPage.css';

export default function SystemLogPage() {
  return <SystemLog />;
}
