import { StrategyDetail } from '../components/StrategyDetail';

export default function StationStrategyDetailPage() {
  return <StrategyDetail />;
}
