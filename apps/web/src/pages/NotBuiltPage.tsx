import type { RoutePageProps } from '../app/routeTable';
import { NotBuiltPanel } from '../ui/NotBuiltPanel';

export default function NotBuiltPage({ route }: RoutePageProps) {
  return <NotBuiltPanel route={route} />;
}
