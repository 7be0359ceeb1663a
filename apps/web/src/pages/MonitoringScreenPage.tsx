import { useEffect } from 'react';
import type { RoutePageProps } from '../lib/paths';
import { addressWithoutToken } from '../features/auth/utils/energyEntry';
import { NotBuiltPanel } from '../ui/NotBuiltPanel';

/** A monitoring screen opened from the header; the token it was opened with must not stay in the address. */
export default function MonitoringScreenPage({ route }: RoutePageProps) {
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('token')) {
      window.history.replaceState(window.history.state, '', addressWithoutToken(window.location));
    }
  }, []);
  return <NotBuiltPanel route={route} />;
}
