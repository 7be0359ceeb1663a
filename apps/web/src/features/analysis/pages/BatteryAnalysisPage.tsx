import { BatteryAnalysisView } from '../components/BatteryAnalysisView';

export default function BatteryAnalysisPage() {
  return <BatteryAnalysisView />;
}
