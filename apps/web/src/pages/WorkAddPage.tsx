import { WorkAdd } from '../features/orders/components/WorkAdd';

export default function WorkAddPage() {
  return <WorkAdd />;
}
