import { StationList } from '../features/stations/components/StationList';

export default function StationListPage() {
  return <StationList />;
}
