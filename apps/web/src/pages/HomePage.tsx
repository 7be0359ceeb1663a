import { HomeAlarmCard } from '../features/alarms';
import { HomeEnergyCurves } from '../features/energy-reports';
import { HomeOverview } from '../features/stations/components/HomeOverview';

export default function HomePage() {
  return <HomeOverview alarmCard={<HomeAlarmCard />} curvesCard={<HomeEnergyCurves />} />;
}
