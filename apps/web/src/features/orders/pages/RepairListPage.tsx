import { RepairList } from '../components/RepairList';

export default function RepairListPage() {
  return <RepairList />;
}
