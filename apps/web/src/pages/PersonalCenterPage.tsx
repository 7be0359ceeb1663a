import { PersonalCenter } from '../features/personal/components/PersonalCenter';
import '../features/admin/components/admin.css';

export default function PersonalCenterPage() {
  return <PersonalCenter />;
}
