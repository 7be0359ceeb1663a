import { AlarmList } from '../components/AlarmList';

export default function AlarmListPage() {
  return <AlarmList />;
}
