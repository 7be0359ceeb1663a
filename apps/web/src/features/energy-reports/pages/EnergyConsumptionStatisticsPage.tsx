import { EnergyReportScreen } from '../components/EnergyReportScreen';

export default function EnergyConsumptionStatisticsPage() {
  return <EnergyReportScreen kind="consumption" />;
}
