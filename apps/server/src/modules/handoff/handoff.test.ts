import { beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, FACTORY_PASSWORD } from '../../test/factories/users';
import { selfStatus, tokenFor } from '../../test/identity-helpers';
import { ManualClock } from '../../test/manual-clock';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

const clock = new ManualClock();
const t = useTestApp({ config: { testHooks: true }, clock });
let username: string;

beforeAll(async () => {
  username = (await createMerchant(t.database.db)).manager.username;
});

const issue = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/control/handoff-tickets',
    headers: { authorization: `Bearer ${token}` },
  });
const exchange = (ticket: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/control/handoff-tickets/exchange', payload: { ticket } });

describe(`hand-off tickets on ${testDatabaseKind()}`, () => {
  it('exchanges a fresh ticket once for a session of its own; the ticket is not the token', async () => {
    const token = await tokenFor(t.app, username, FACTORY_PASSWORD);
    const issued = await issue(token);
    expect(issued.statusCode, issued.body).toBe(200);
    const { ticket, expires_in } = issued.json();
    expect(expires_in).toBe(30);
    expect(ticket).not.toBe(token);

    const first = await exchange(ticket);
    expect(first.statusCode, first.body).toBe(200);
    const handed = first.json().token as string;
    expect(handed).not.toBe(token);
    expect(await selfStatus(t.app, handed)).toBe(200);

    const again = await exchange(ticket);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('iot-http.401');
  });

  it('refuses a ticket after 30 seconds, an unknown one, and a call without a session', async () => {
    const token = await tokenFor(t.app, username, FACTORY_PASSWORD);
    const { ticket } = (await issue(token)).json();
    clock.advance(31_000);
    expect((await exchange(ticket)).statusCode).toBe(401);
    expect((await exchange('not-a-ticket')).statusCode).toBe(401);
    expect((await exchange('')).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: '/api/control/handoff-tickets' })).statusCode).toBe(
      401,
    );
  });

  it('is worthless once its session ended, and the handed session ends with the one it came from', async () => {
    const token = await tokenFor(t.app, username, FACTORY_PASSWORD);
    const { ticket } = (await issue(token)).json();
    const handed = (await exchange(ticket)).json().token as string;
    const unused = (await issue(token)).json().ticket as string;
    const logout = await t.app.inject({ method: 'DELETE', url: `/api/control/sessions?session_id=${token}` });
    expect(logout.statusCode, logout.body).toBe(204);
    expect(await selfStatus(t.app, handed)).toBe(401);
    expect((await exchange(unused)).statusCode).toBe(401);
  });
});
