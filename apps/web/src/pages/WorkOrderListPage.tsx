import { WorkOrderList } from '../features/orders/components/WorkOrderList';

export default function WorkOrderListPage() {
  return <WorkOrderList />;
}
