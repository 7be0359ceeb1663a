import { WorkOrderWorkspace } from '../features/orders/components/WorkOrderList';

export default function WorkOrderListPage() {
  return <WorkOrderWorkspace />;
}
