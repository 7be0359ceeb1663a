import { RepairList } from '../features/orders/components/RepairList';

export default function RepairListPage() {
  return <RepairList />;
}
