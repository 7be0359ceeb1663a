import { describe, expect, it } from 'vitest';
import { createMerchant, createUser, FACTORY_PASSWORD } from '../../test/factories/users';
import { nextIp, passwordSignIn, tokenFor } from '../../test/identity-helpers';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { SIGN_IN_FAILURES_PER_IP } from './sign-in-throttle';

// Issue 12 item 2: the password check of a signed-in session (addSessionsForTenantManager, ujwt)
// concerns only that session's own user, counts like a sign-in, and never answers for another
// account; the security-phone unlock counts towards the same address limit.

const t = useTestApp({ config: { testHooks: true } });

const openFromSession = (payload: { ujwt: string; username: string; password: string }, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/control/manager-sessions/ujwt', remoteAddress: ip, payload });

async function failuresOf(userId: string) {
  const [row] = await t.database.rows<{ failed_login_count: number; locked: boolean }>(
    `select failed_login_count, locked_at is not null as locked from users where id = '${userId}'`,
  );
  return row;
}

describe(`the password check of a signed-in session on ${testDatabaseKind()}`, () => {
  it('never answers for another account: same code for its right and wrong password, and it is not counted', async () => {
    const { tenant, manager } = await createMerchant(t.database.db);
    const owner = await createUser(t.database.db, tenant, { isManager: false, userType: '2' });
    const ownerSession = await tokenFor(t.app, owner.username, FACTORY_PASSWORD);
    const foreign = await createMerchant(t.database.db);
    const foreignSession = await tokenFor(t.app, foreign.manager.username, FACTORY_PASSWORD);

    const answers = [];
    for (const ujwt of [ownerSession, foreignSession, 'not-a-session']) {
      for (const password of [FACTORY_PASSWORD, 'Wrong1234']) {
        answers.push(await openFromSession({ ujwt, username: manager.username, password }));
      }
    }
    // Even an unknown name answers the same.
    answers.push(
      await openFromSession({ ujwt: ownerSession, username: 'nobody_here', password: 'Wrong1234' }),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('iot-control.10031');
    }
    expect(new Set(answers.map((res) => res.body)).size, 'one answer, whatever the account').toBe(1);
    // Seven tries against the manager, none counted against it: not locked, still signs in.
    expect(await failuresOf(manager.id)).toEqual({ failed_login_count: 0, locked: false });
    const signIn = await passwordSignIn(t.app, { username: manager.username, password: FACTORY_PASSWORD });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it("checks only the session's own user, with the same lock as sign-in", async () => {
    const { manager } = await createMerchant(t.database.db, { mobile: null });
    const ujwt = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    for (let i = 0; i < 4; i++) {
      const res = await openFromSession({ ujwt, username: manager.username, password: 'Wrong1234' });
      expect(res.json().code, res.body).toBe('iot-control.10022');
    }
    const fifth = await openFromSession({ ujwt, username: manager.username, password: 'Wrong1234' });
    expect(fifth.statusCode, fifth.body).toBe(423);
    expect(await failuresOf(manager.id)).toEqual({ failed_login_count: 5, locked: true });
    // The lock is the sign-in lock: the password form refuses the right password too.
    const signIn = await passwordSignIn(t.app, { username: manager.username, password: FACTORY_PASSWORD });
    expect(signIn.statusCode, signIn.body).toBe(423);
    expect(
      (await openFromSession({ ujwt, username: manager.username, password: FACTORY_PASSWORD })).statusCode,
    ).toBe(423);
  });

  it('opens the manager session for its own user with the right password; a sub-user gets no manager session', async () => {
    const { tenant, manager } = await createMerchant(t.database.db);
    const ujwt = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const ok = await openFromSession({ ujwt, username: manager.username, password: FACTORY_PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    const owner = await createUser(t.database.db, tenant, { isManager: false, userType: '2' });
    const ownerSession = await tokenFor(t.app, owner.username, FACTORY_PASSWORD);
    const refused = await openFromSession({
      ujwt: ownerSession,
      username: owner.username,
      password: FACTORY_PASSWORD,
    });
    expect(refused.json().code, refused.body).toBe('iot-control.10018');
  });

  it('counts mismatched sessions towards the per-address limit shared with sign-in', async () => {
    const { manager } = await createMerchant(t.database.db);
    const ip = nextIp();
    for (let i = 0; i < SIGN_IN_FAILURES_PER_IP; i++) {
      const res = await openFromSession(
        { ujwt: `guess-${i}`, username: manager.username, password: 'x' },
        ip,
      );
      expect(res.json().code, res.body).toBe('iot-control.10031');
    }
    const next = await openFromSession({ ujwt: 'guess', username: manager.username, password: 'x' }, ip);
    expect(next.statusCode, next.body).toBe(429);
    const signIn = await passwordSignIn(t.app, {
      username: manager.username,
      password: FACTORY_PASSWORD,
      ip,
    });
    expect(signIn.statusCode, signIn.body).toBe(429);
  });
});

describe(`the security-phone unlock on ${testDatabaseKind()}`, () => {
  it('answers the same for an unknown name and a known one, and counts towards the address limit', async () => {
    const { manager } = await createMerchant(t.database.db, { mobile: '13912345678' });
    const ip = nextIp();
    const unlock = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/control/sessions/unlock',
        remoteAddress: ip,
        payload: { username, mobile_verification_code: '123456' },
      });
    const known = await unlock(manager.username);
    const unknown = await unlock('nobody_at_all');
    expect(known.statusCode).toBe(400);
    expect(unknown.body).toBe(known.body);
    for (let i = 2; i < SIGN_IN_FAILURES_PER_IP; i++) await unlock('nobody_at_all');
    expect((await unlock(manager.username)).statusCode).toBe(429);
    const signIn = await passwordSignIn(t.app, {
      username: manager.username,
      password: FACTORY_PASSWORD,
      ip,
    });
    expect(signIn.statusCode, signIn.body).toBe(429);
  });
});
