import { StationList } from '../components/StationList';

export default function StationListPage() {
  return <StationList />;
}
