import { StationOperationLog } from '../components/StationOperationLog';
import { useStationId } from '../hooks/useStationId';

export default function StationOperationLogPage() {
  return <StationOperationLog stationId={useStationId()} pageSize={20} />;
}
