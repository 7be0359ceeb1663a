import { StationEdit } from '../components/StationEdit';

export default function StationEditPage() {
  return <StationEdit />;
}
