import { EnergyReportScreen } from '../components/EnergyReportScreen';

export default function ElectricityStatisticsPage() {
  return <EnergyReportScreen kind="electricity" />;
}
