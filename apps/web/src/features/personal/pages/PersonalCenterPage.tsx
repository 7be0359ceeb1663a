import { PersonalCenter } from '../components/PersonalCenter';
import '../../../ui/adminPage.css';

export default function PersonalCenterPage() {
  return <PersonalCenter />;
}
