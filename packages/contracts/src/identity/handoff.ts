import { z } from 'zod';
import { INVALID_CODE, REQUIRED_CODE } from '../common/text';

// One-time hand-off tickets (docs/api/handoff.md): a page opening the energy front end or a big
// screen in another tab or host carries a ticket, never the session token.

/** How long a ticket can be exchanged, in seconds. */
export const HANDOFF_TICKET_TTL_SECONDS = 30;

export const handoffTicketSchema = z.object({
  ticket: z.string(),
  expires_in: z.number().int(),
});
export type HandoffTicket = z.infer<typeof handoffTicketSchema>;

export const handoffExchangeSchema = z.object({
  ticket: z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED_CODE : INVALID_CODE) })
    .min(1, { error: REQUIRED_CODE })
    .max(128, { error: INVALID_CODE }),
});
export type HandoffExchange = z.infer<typeof handoffExchangeSchema>;

export const handoffSessionSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
});
export type HandoffSession = z.infer<typeof handoffSessionSchema>;
