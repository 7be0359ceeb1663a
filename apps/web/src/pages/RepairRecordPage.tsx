import { RepairRecord } from '../features/orders/components/RepairRecord';

export default function RepairRecordPage() {
  return <RepairRecord />;
}
