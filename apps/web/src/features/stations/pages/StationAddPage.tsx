import { StationForm } from '../components/StationForm';

export default function StationAddPage() {
  return <StationForm />;
}
