import { MeterStatisticsView } from '../components/MeterStatisticsView';

export default function ElectricityMeterStatisticsPage() {
  return <MeterStatisticsView />;
}
