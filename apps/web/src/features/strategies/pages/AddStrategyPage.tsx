import { StrategyForm } from '../components/StrategyForm';

export default function AddStrategyPage() {
  return <StrategyForm />;
}
