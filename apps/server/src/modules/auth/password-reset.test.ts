import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, FACTORY_PASSWORD } from '../../test/factories/users';
import { nextIp, otherCode, passwordSignIn, selfStatus, tokenFor } from '../../test/identity-helpers';
import { startMailCapture } from '../../test/mail-capture';
import { startSmsCapture } from '../../test/sms-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

let t: TestApp;
let mail: Awaited<ReturnType<typeof startMailCapture>>;
let sms: Awaited<ReturnType<typeof startSmsCapture>>;

beforeAll(async () => {
  mail = await startMailCapture({ user: 'mailer', pass: 's3cret' });
  sms = await startSmsCapture();
  // Test hooks only for the graphic code of sign-in; codes are read from the delivered messages.
  t = await createTestApp({
    config: {
      testHooks: true,
      smtpUrl: mail.url,
      mailFrom: 'IES <no-reply@ies.test>',
      smsHttpUrl: sms.url,
      smsHttpToken: 'gateway-token',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
  await sms?.close();
});

async function requestCode(destination: string, type: 1 | 2, purpose = 'reset') {
  return t.app.inject({
    method: 'POST',
    url: '/api/control/verification-codes',
    remoteAddress: nextIp(),
    headers: { 'accept-language': 'en' },
    payload: { destination, purpose, type },
  });
}

async function reset(payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/control/password-reset',
    remoteAddress: nextIp(),
    payload,
  });
}

let emailSequence = 0;
const newEmail = () => `owner${Date.now()}${++emailSequence}@example.com`;

describe(`forgotten password on ${testDatabaseKind()}`, () => {
  it('resets by e-mail code received over SMTP, ends every session and takes the new password', async () => {
    const email = newEmail();
    const { manager } = await createMerchant(t.database.db, { email });
    const oldToken = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const secondToken = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);

    expect((await requestCode(email.toUpperCase(), 2)).statusCode).toBe(200);
    const message = mail.mails.at(-1)!;
    expect(message.to).toEqual([email]);
    expect(message.raw).toMatch(/^From: IES <no-reply@ies\.test>/m);
    expect(message.raw).toMatch(/^Subject: Verification code/m);
    const code = mail.codeFor(email)!;
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await reset({
      type: 2,
      destination: email,
      code: otherCode(code),
      password: 'NewPass99',
      confirmPassword: 'NewPass99',
    });
    expect(wrong.json().code).toBe('login.error.019');
    const res = await reset({
      type: 2,
      destination: email,
      code,
      password: 'NewPass99',
      confirmPassword: 'NewPass99',
    });
    expect(res.statusCode, res.body).toBe(204);

    expect(await selfStatus(t.app, oldToken)).toBe(401);
    expect(await selfStatus(t.app, secondToken)).toBe(401);
    expect(
      (await passwordSignIn(t.app, { username: manager.username, password: FACTORY_PASSWORD })).json().code,
    ).toBe('iot-control.10022');
    expect(
      (await passwordSignIn(t.app, { username: manager.username, password: 'NewPass99' })).statusCode,
    ).toBe(200);
    // The code is used up.
    const again = await reset({
      type: 2,
      destination: email,
      code,
      password: 'NewPass98',
      confirmPassword: 'NewPass98',
    });
    expect(again.json().code).toBe('login.error.019');
  });

  it('resets by SMS code delivered through the HTTP gateway with its token', async () => {
    const { manager } = await createMerchant(t.database.db);
    const oldToken = await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    expect((await requestCode(manager.mobile!, 1)).statusCode).toBe(200);
    const delivered = sms.messages.at(-1)!;
    expect(delivered.to).toBe(manager.mobile);
    expect(delivered.authorization).toBe('Bearer gateway-token');
    const code = sms.codeFor(manager.mobile!)!;
    expect(
      (
        await reset({
          type: 1,
          destination: manager.mobile,
          code: otherCode(code),
          password: 'NewPass99',
          confirmPassword: 'NewPass99',
        })
      ).json().code,
    ).toBe('iot-control.10021');
    const res = await reset({
      type: 1,
      destination: `+86${manager.mobile}`,
      code,
      password: 'NewPass99',
      confirmPassword: 'NewPass99',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await selfStatus(t.app, oldToken)).toBe(401);
    expect(
      (await passwordSignIn(t.app, { username: manager.username, password: 'NewPass99' })).statusCode,
    ).toBe(200);
  });

  it('holds the new password to the registration rules', async () => {
    const base = { type: 2, destination: newEmail(), code: '123456' };
    const weak = await reset({ ...base, password: 'abcdefgh', confirmPassword: 'abcdefgh' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().data.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'password', code: 'login.error.010' })]),
    );
    const differ = await reset({ ...base, password: 'NewPass99', confirmPassword: 'NewPass98' });
    expect(differ.json().data.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'confirmPassword', code: 'login.error.011' }),
      ]),
    );
  });

  it('sends nothing for an unknown address and answers a reset with it as an invalid code', async () => {
    const email = newEmail();
    const before = mail.mails.length;
    expect((await requestCode(email, 2)).statusCode).toBe(200);
    expect(mail.mails.length).toBe(before);
    const res = await reset({
      type: 2,
      destination: email,
      code: '123456',
      password: 'NewPass99',
      confirmPassword: 'NewPass99',
    });
    expect(res.json().code).toBe('login.error.019');
  });

  it('answers 503 when the SMS gateway fails, without starting the cooldown', async () => {
    const { manager } = await createMerchant(t.database.db);
    sms.failNextRequests(1);
    const failed = await requestCode(manager.mobile!, 1);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().code).toBe('iot-http.503');
    const retry = await requestCode(manager.mobile!, 1);
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it('keeps nothing in the development outbox while gateways are configured', async () => {
    const rows = await t.database.rows('select 1 from outbox');
    expect(rows).toHaveLength(0);
  });
});
