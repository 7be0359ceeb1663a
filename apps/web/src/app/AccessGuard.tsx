import { Navigate, Outlet, useLocation } from 'react-router';
import { hasSessionToken } from '../features/auth/utils/session';
import { CONTAINER_BASE, LOGIN_PATH } from './routeTable';

/** Spec A §2.1: any path containing /Container needs a session token; everything else is public. */
export function AccessGuard() {
  const location = useLocation();
  if (location.pathname.includes(CONTAINER_BASE) && !hasSessionToken()) {
    return <Navigate to={LOGIN_PATH} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
