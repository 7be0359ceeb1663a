import { EnergyReportScreen } from '../components/EnergyReportScreen';

export default function PeriodAnalysisPage() {
  return <EnergyReportScreen kind="period" />;
}
