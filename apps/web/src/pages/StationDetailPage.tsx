import { StationAlarmTab } from '../features/alarms';
import { StationDetail } from '../features/stations/components/StationDetail';

const alarmTab = (stationId: string) => <StationAlarmTab stationId={stationId} />;

export default function StationDetailPage() {
  return <StationDetail alarmTab={alarmTab} />;
}
