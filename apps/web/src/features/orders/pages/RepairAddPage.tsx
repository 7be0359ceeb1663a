import { RepairAdd } from '../components/RepairAdd';

export default function RepairAddPage() {
  return <RepairAdd />;
}
