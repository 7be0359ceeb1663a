import { handoffOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';
import { fetchSelfTenant, fetchSelfUser } from '../api/self';
import { ENERGY_ENTRY_PATH } from './energyEntry';
import {
  hasSessionToken,
  readSessionUser,
  sessionUserOf,
  storeSessionToken,
  storeSessionUser,
} from '../../../ui/session';

/** Pages another tab or system opens with a ticket (or, docs/spec/A-access-and-shell.md, a session token): the energy entry and big screens. */
export function isReceivingPage(pathname: string): boolean {
  return pathname === ENERGY_ENTRY_PATH || /^\/[A-Za-z]+Screen$/.test(pathname);
}

/** The address without `ticket` and `token`, for history.replaceState. */
export function addressWithoutCredentials(location: {
  pathname: string;
  search: string;
  hash: string;
}): string {
  const params = new URLSearchParams(location.search);
  params.delete('ticket');
  params.delete('token');
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

/**
 * Runs before the app renders: takes a hand-off ticket or session token out of the address bar at
 * once (history.replaceState), exchanges the ticket for a session, and loads the user's details
 * when they are missing (the header's big-screen links need them).
 */
export async function completeHandOff(location: Location = window.location): Promise<void> {
  if (!isReceivingPage(location.pathname)) return;
  const params = new URLSearchParams(location.search);
  const ticket = params.get('ticket');
  const token = params.get('token');
  if (ticket || token)
    window.history.replaceState(window.history.state, '', addressWithoutCredentials(location));
  try {
    if (ticket) {
      const session = await apiClient.call(handoffOperations.exchangeTicket, { body: { ticket } });
      storeSessionToken(session.token);
    } else if (token) storeSessionToken(token);
    if (hasSessionToken() && (ticket || token || !readSessionUser())) {
      const [user, tenant] = await Promise.all([fetchSelfUser(), fetchSelfTenant()]);
      storeSessionUser(sessionUserOf(user, tenant));
    }
  } catch {
    // A used or expired ticket, or an ended session: the page's guard sends the user to sign in.
  }
}

/** A fresh one-time ticket for opening a receiving page in another tab. */
export const issueHandOffTicket = () => apiClient.call(handoffOperations.createTicket, {});
