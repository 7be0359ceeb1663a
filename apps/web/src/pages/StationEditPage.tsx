import { StationEdit } from '../features/stations/components/StationEdit';

export default function StationEditPage() {
  return <StationEdit />;
}
