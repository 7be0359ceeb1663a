import { HANDOFF_TICKET_TTL_SECONDS, type HandoffSession, type HandoffTicket } from '@ies/contracts';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import { hashSecret, newSecretToken } from '../../platform/identity/secret-token';
import type { SessionService } from '../../platform/identity/session.service';
import type { HandoffRepository } from './handoff.repository';

/**
 * One-time tickets for the hand-off to the energy front end and the big screens: the address and
 * links carry a ticket that lives seconds and works once, never the session token.
 */
export class HandoffService {
  constructor(
    private readonly tickets: HandoffRepository,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
  ) {}

  async issue(auth: AuthContext): Promise<HandoffTicket> {
    const now = this.clock.now();
    await this.tickets.deleteExpired(now);
    const ticket = newSecretToken();
    await this.tickets.insert({
      ticketHash: hashSecret(ticket),
      sessionId: auth.sessionId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + HANDOFF_TICKET_TTL_SECONDS * 1000),
    });
    return { ticket, expires_in: HANDOFF_TICKET_TTL_SECONDS };
  }

  /** A session of its own for the receiving page; an unknown, used or expired ticket answers 401. */
  async exchange(ticket: string, client: { ip: string; userAgent: string }): Promise<HandoffSession> {
    const sessionId = await this.tickets.take(hashSecret(ticket), this.clock.now());
    const opened = sessionId ? await this.sessions.openFrom(sessionId, client) : null;
    if (!opened) throw new AppError('iot-http.401');
    return { token: opened.token, expires_at: opened.expiresAt.toISOString() };
  }
}
