import { PlatformAdminOnly } from '../features/admin/components/PlatformAdminOnly';
import { WorkOrderList } from '../features/orders/components/WorkOrderList';

/** The platform administrator's queue of cloud-platform work orders (spec A §1, docs/work-orders.md). */
export default function AdminWorkOrdersPage() {
  return (
    <PlatformAdminOnly>
      <WorkOrderList queue="admin" />
    </PlatformAdminOnly>
  );
}
