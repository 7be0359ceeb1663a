import { StrategyList } from '../features/strategies/components/StrategyList';

export default function StationBatchStrategyListPage() {
  return <StrategyList />;
}
