import type { OwnSessionList, PersonalProfile } from '@ies/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, FACTORY_PASSWORD, uniqueMobile } from '../../test/factories/users';
import { latestCode, passwordSignIn, selfStatus, tokenFor } from '../../test/identity-helpers';
import { startMailCapture } from '../../test/mail-capture';
import { startSmsCapture } from '../../test/sms-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

let t: TestApp;
let mail: Awaited<ReturnType<typeof startMailCapture>>;
let sms: Awaited<ReturnType<typeof startSmsCapture>>;

beforeAll(async () => {
  mail = await startMailCapture();
  sms = await startSmsCapture();
  t = await createTestApp({ config: { testHooks: true, smtpUrl: mail.url, smsHttpUrl: sms.url } });
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
  await sms?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signedIn() {
  const m = await createMerchant(t.database.db);
  return { ...m, token: await tokenFor(t.app, m.manager.username, FACTORY_PASSWORD) };
}

/** An avatar uploaded as `token`; answers its address. */
async function avatarOf(token: string): Promise<string> {
  const boundary = '----iesavatar';
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 1),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads?purpose=avatar',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return `/api/uploads/${res.json().id}`;
}

async function profile(token: string): Promise<PersonalProfile> {
  const res = await t.app.inject({ method: 'GET', url: '/api/personal/profile', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PersonalProfile;
}

const changePassword = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/personal/password', headers: bearer(token), payload });

describe(`personal center on ${testDatabaseKind()}`, () => {
  it('shows and edits the own profile under the personal text rules', async () => {
    const { token, manager } = await signedIn();
    expect(await profile(token)).toMatchObject({
      id: manager.id,
      username: manager.username,
      is_manager: true,
    });

    const avatar = await avatarOf(token);
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/personal/profile',
      headers: bearer(token),
      payload: { nick_name: '张三', job: 'Engineer', department: 'Ops', avatar },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await profile(token)).toMatchObject({
      nick_name: '张三',
      job: 'Engineer',
      department: 'Ops',
      avatar,
    });

    // An address that names no avatar of the tenant (made up, or another tenant's) is refused at its field.
    const other = await signedIn();
    for (const named of ['/api/uploads/abc-123', await avatarOf(other.token)]) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/personal/profile',
        headers: bearer(token),
        payload: { nick_name: '张三', avatar: named },
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().data.fields).toEqual([expect.objectContaining({ field: 'avatar' })]);
    }
    expect((await profile(token)).avatar).toBe(avatar);

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/personal/profile',
      headers: bearer(token),
      payload: { job: 'x', address: 'a'.repeat(33), avatar: 'javascript:alert(1)', password_hash: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    const fields = (bad.json() as { data: { fields: { field: string; code: string }[] } }).data.fields;
    expect(fields.map((f) => f.field).sort()).toEqual(expect.arrayContaining(['address', 'avatar', 'job']));
    expect(fields.find((f) => f.field === 'job')?.code).toBe('iot-user.10009');
    expect((await profile(token)).job).toBe('Engineer');
  });

  it('changes the password only with the right old one, under the rules, ending the other sessions', async () => {
    const { token, manager } = await signedIn();
    const other = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);

    const wrong = await changePassword(token, {
      old_password: 'Not-It_123',
      password: 'NewPass123',
      confirmPassword: 'NewPass123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'iot-security.10002' });

    const weak = await changePassword(token, {
      old_password: FACTORY_PASSWORD,
      password: 'abcdefgh',
      confirmPassword: 'abcdefgh',
    });
    expect(weak.statusCode).toBe(422);
    expect(JSON.stringify(weak.json())).toContain('login.error.010');
    const mismatch = await changePassword(token, {
      old_password: FACTORY_PASSWORD,
      password: 'NewPass123',
      confirmPassword: 'NewPass124',
    });
    expect(JSON.stringify(mismatch.json())).toContain('login.error.011');
    expect(await selfStatus(t.app, other)).toBe(200);

    const ok = await changePassword(token, {
      old_password: FACTORY_PASSWORD,
      password: 'NewPass123',
      confirmPassword: 'NewPass123',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ ended: 1 });
    expect(await selfStatus(t.app, token)).toBe(200);
    expect(await selfStatus(t.app, other)).toBe(401);
    expect(
      (await passwordSignIn(t.app, { username: manager.username, password: FACTORY_PASSWORD })).statusCode,
    ).toBe(400);
    await tokenFor(t.app, manager.username, 'NewPass123');
  });

  it('changes the e-mail and the mobile with a code sent to the new address', async () => {
    const { token, manager } = await signedIn();
    const address = `${manager.username}@example.com`;
    const wrongCode = await t.app.inject({
      method: 'POST',
      url: '/api/personal/email',
      headers: bearer(token),
      payload: { email: address, code: '123456' },
    });
    expect(wrongCode.statusCode).toBe(400);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/control/uc-verification-codes',
      headers: bearer(token),
      payload: { type: 2, destination: address },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await latestCode(t.app, address);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/personal/email',
      headers: bearer(token),
      payload: { email: address, code },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await profile(token)).email).toBe(address);
    // The code is used up.
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/personal/email',
      headers: bearer(token),
      payload: { email: address, code },
    });
    expect(replay.statusCode).toBe(400);

    const number = uniqueMobile();
    const smsSent = await t.app.inject({
      method: 'POST',
      url: '/api/control/uc-verification-codes',
      headers: bearer(token),
      payload: { type: 1, destination: number, region: 'cn' },
    });
    expect(smsSent.statusCode, smsSent.body).toBe(200);
    const mobileChanged = await t.app.inject({
      method: 'POST',
      url: '/api/personal/mobile',
      headers: bearer(token),
      payload: { mobile: number, code: await latestCode(t.app, number) },
    });
    expect(mobileChanged.statusCode, mobileChanged.body).toBe(200);
    expect((await profile(token)).mobile).toBe(`${number.slice(0, 3)}****${number.slice(-4)}`);
  });

  it('lists only the own sessions and signs out everywhere else', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const second = await tokenFor(t.app, a.manager.username, FACTORY_PASSWORD);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/personal/sessions',
      headers: bearer(a.token),
    });
    const sessions = (list.json() as OwnSessionList).list;
    expect(sessions.length).toBe(2);
    expect(sessions.filter((s) => s.current).length).toBe(1);
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);

    // Another user's session id answers 404 and stays open.
    const bSessions = (
      (
        await t.app.inject({ method: 'GET', url: '/api/personal/sessions', headers: bearer(b.token) })
      ).json() as OwnSessionList
    ).list;
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/personal/sessions/${bSessions[0]!.id}`,
      headers: bearer(a.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(await selfStatus(t.app, b.token)).toBe(200);

    const ended = await t.app.inject({
      method: 'DELETE',
      url: '/api/personal/sessions/others',
      headers: bearer(a.token),
    });
    expect(ended.json()).toEqual({ ended: 1 });
    expect(await selfStatus(t.app, second)).toBe(401);
    expect(await selfStatus(t.app, a.token)).toBe(200);
    expect(await selfStatus(t.app, b.token)).toBe(200);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/personal/profile' })).statusCode).toBe(401);
  });
});
