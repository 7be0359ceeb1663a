import type { RoutePageProps } from '../lib/paths';
import { NotBuiltPanel } from '../ui/NotBuiltPanel';

export default function NotBuiltPage({ route }: RoutePageProps) {
  return <NotBuiltPanel route={route} />;
}
