import { RepairAdd } from '../features/orders/components/RepairAdd';

export default function RepairAddPage() {
  return <RepairAdd />;
}
