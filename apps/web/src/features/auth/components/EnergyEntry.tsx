import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '../../../lib/paths';
import { changeLocale, currentLocale } from '../../../i18n';
import { PageLoading } from '../../../ui/PageLoading';
import { addressWithoutToken, readEnergyEntry } from '../utils/energyEntry';
import { hasSessionToken, storeSessionToken } from '../../../ui/session';

function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}` : HOME_PATH;
}

/**
 * /ies_energy, the energy front end's entry (docs/spec/A-access-and-shell.md §2.2): keeps the token, takes it out of the
 * address bar before anything else can see it, then opens the home page.
 */
export function EnergyEntry() {
  const location = useLocation();
  const navigate = useNavigate();

  // Before the browser paints: the token leaves the address bar at once.
  useLayoutEffect(() => {
    const entry = readEnergyEntry(location.search);
    if (entry.token) storeSessionToken(entry.token);
    window.history.replaceState(window.history.state, '', addressWithoutToken(window.location));
    if (entry.locale && entry.locale !== currentLocale()) void changeLocale(entry.locale);
  }, [location]);

  // A passive effect: the router listens to history from its own layout effect, which runs after ours.
  useEffect(() => {
    navigate(hasSessionToken() ? returnPath(location.state) : LOGIN_PATH, { replace: true });
  }, [location, navigate]);

  return <PageLoading />;
}
