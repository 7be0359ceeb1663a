import { StationDetail } from '../features/stations/components/StationDetail';

export default function StationDetailPage() {
  return <StationDetail />;
}
