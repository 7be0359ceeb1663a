import { NotificationSettingsForm } from '../features/alarms/components/NotificationSettingsForm';
import { useMessageOwner } from '../features/messages/hooks/useMessageOwner';

export default function EditAlarmNotificationsSettingsPage() {
  return <NotificationSettingsForm owner={useMessageOwner()} />;
}
