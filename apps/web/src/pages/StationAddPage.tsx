import { StationForm } from '../features/stations/components/StationForm';

export default function StationAddPage() {
  return <StationForm />;
}
