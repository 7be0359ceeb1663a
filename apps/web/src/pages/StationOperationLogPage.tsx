import { StationOperationLog } from '../features/stations/components/StationOperationLog';
import { useStationId } from '../features/stations/hooks/useStationId';

export default function StationOperationLogPage() {
  return <StationOperationLog stationId={useStationId()} pageSize={20} />;
}
