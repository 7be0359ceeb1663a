import { StrategyList } from '../components/StrategyList';

export default function StationBatchStrategyListPage() {
  return <StrategyList />;
}
