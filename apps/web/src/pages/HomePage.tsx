import { HomeAlarmCard } from '../features/alarms';
import { HomeOverview } from '../features/stations/components/HomeOverview';

export default function HomePage() {
  return <HomeOverview alarmCard={<HomeAlarmCard />} />;
}
