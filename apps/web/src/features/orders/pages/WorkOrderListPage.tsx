import { WorkOrderWorkspace } from '../components/WorkOrderList';

export default function WorkOrderListPage() {
  return <WorkOrderWorkspace />;
}
