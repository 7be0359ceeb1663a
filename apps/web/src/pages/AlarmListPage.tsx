import { AlarmList } from '../features/alarms/components/AlarmList';

export default function AlarmListPage() {
  return <AlarmList />;
}
