import { StrategyForm } from '../features/strategies/components/StrategyForm';

export default function AddStrategyPage() {
  return <StrategyForm />;
}
