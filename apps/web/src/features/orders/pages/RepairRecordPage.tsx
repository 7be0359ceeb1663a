import { RepairRecord } from '../components/RepairRecord';

export default function RepairRecordPage() {
  return <RepairRecord />;
}
