import { EnergyReportScreen } from '../components/EnergyReportScreen';

export default function RevenueStatisticsPage() {
  return <EnergyReportScreen kind="revenue" />;
}
