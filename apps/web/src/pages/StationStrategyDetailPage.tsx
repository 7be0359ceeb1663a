import { StrategyDetail } from '../features/strategies/components/StrategyDetail';

export default function StationStrategyDetailPage() {
  return <StrategyDetail />;
}
