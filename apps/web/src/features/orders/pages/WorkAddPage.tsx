import { WorkAdd } from '../components/WorkAdd';

export default function WorkAddPage() {
  return <WorkAdd />;
}
