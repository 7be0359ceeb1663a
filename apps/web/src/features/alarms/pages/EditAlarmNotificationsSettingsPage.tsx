import { NotificationSettingsForm } from '../components/NotificationSettingsForm';
import { useMessageOwner } from '../../messages';

export default function EditAlarmNotificationsSettingsPage() {
  return <NotificationSettingsForm owner={useMessageOwner()} />;
}
