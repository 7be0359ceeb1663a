import { Navigate, Outlet, useLocation } from 'react-router';
import { hasSessionToken } from '../ui/session';
import { LOGIN_PATH, needsSession } from './routeTable';

/** Spec A §2.1: any path containing /Container (and the monitoring screens) needs a session token. */
export function AccessGuard() {
  const location = useLocation();
  if (needsSession(location.pathname) && !hasSessionToken()) {
    return <Navigate to={LOGIN_PATH} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
