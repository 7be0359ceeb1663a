import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, FACTORY_PASSWORD, uniqueMobile } from '../../test/factories/users';
import { nextIp, otherCode, selfStatus, sendCode, tokenFor } from '../../test/identity-helpers';
import { ManualClock } from '../../test/manual-clock';
import { authorizeInBrowser, OAUTH_CLIENT, startOAuth2Server } from '../../test/oauth2-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

const REDIRECT = 'http://127.0.0.1:5999/ThirdLogin';
let t: TestApp;
let oauth: Awaited<ReturnType<typeof startOAuth2Server>>;
const clock = new ManualClock();

beforeAll(async () => {
  oauth = await startOAuth2Server([REDIRECT]);
  t = await createTestApp({
    clock,
    config: {
      testHooks: true,
      thirdLoginProviders: [
        {
          name: 'weixin',
          displayName: 'WeChat',
          protocol: 'oauth2',
          authorizeUrl: oauth.endpoints.authorize,
          tokenUrl: oauth.endpoints.token,
          userinfoUrl: oauth.endpoints.userinfo,
          clientId: OAUTH_CLIENT.id,
          clientSecret: OAUTH_CLIENT.secret,
          scopes: 'openid',
        },
      ],
    },
  });
});
afterAll(async () => {
  await t?.close();
  await oauth?.close();
});

/** getThirdLoginAuth, then the provider's sign-in in a "browser"; answers the callback's code and state. */
async function authorizeAs(subject: string) {
  oauth.state.nextSubject = subject;
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/control/third-login/auth?third_type=weixin&platform=web&redirect_url=${encodeURIComponent(REDIRECT)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const params = await authorizeInBrowser(res.json().auth_url, REDIRECT);
  return { code: params.get('code')!, state: params.get('state')! };
}

async function check(input: { code: string; state: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/control/third-login/session/check',
    remoteAddress: nextIp(),
    payload: {
      auth_code: input.code,
      state: input.state,
      is_web: true,
      platform: 'web',
      third_type: 'weixin',
    },
  });
}

async function bind(payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/control/third-login/session/bind',
    remoteAddress: nextIp(),
    payload: { bind_type: 'mobile', ...payload },
  });
}

let subjects = 0;
const newSubject = () => `wx-${Date.now().toString(36)}-${++subjects}`;

describe(`third-party sign-in against a local OAuth2 server on ${testDatabaseKind()}`, () => {
  it('lists the configured provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/control/third-login/providers' });
    expect(res.json()).toEqual({ providers: [{ third_type: 'weixin', name: 'WeChat' }] });
  });

  it('builds the authorization URL with client, redirect, state and PKCE', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/control/third-login/auth?third_type=weixin&redirect_url=${encodeURIComponent(REDIRECT)}`,
    });
    const url = new URL(res.json().auth_url);
    expect(url.origin + url.pathname).toBe(oauth.endpoints.authorize);
    expect(url.searchParams.get('client_id')).toBe(OAUTH_CLIENT.id);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/control/third-login/auth?third_type=qq&redirect_url=${encodeURIComponent(REDIRECT)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('iot-third.10003');
  });

  it('binds an unbound account by mobile and SMS code; the next third-party sign-in goes straight in', async () => {
    const { manager } = await createMerchant(t.database.db);
    await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const subject = newSubject();

    const first = await check(await authorizeAs(subject));
    expect(first.statusCode, first.body).toBe(200);
    const unbound = first.json();
    expect(unbound).toMatchObject({ is_bind: false, session_info: null });
    expect(unbound.bind_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const code = await sendCode(t.app, { destination: manager.mobile!, purpose: 'bind' });
    const wrong = await bind({
      account: manager.mobile,
      bind_token: unbound.bind_token,
      pwd: otherCode(code),
    });
    expect(wrong.json().code).toBe('iot-control.10021');
    const bound = await bind({ account: manager.mobile, bind_token: unbound.bind_token, pwd: code });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().user_id).toBe(manager.id);
    expect(await selfStatus(t.app, bound.json().token)).toBe(200);
    // The bind token is used up.
    expect(
      (await bind({ account: manager.mobile, bind_token: unbound.bind_token, pwd: code })).json().code,
    ).toBe('iot-third.10002');

    const second = await check(await authorizeAs(subject));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ is_bind: true, session_info: { user_id: manager.id } });
    expect(await selfStatus(t.app, second.json().session_info.token)).toBe(200);
  });

  it('refuses to bind an unregistered number (iot-tenant.10012) and an account never signed in (iot-third.10001)', async () => {
    const { bind_token } = (await check(await authorizeAs(newSubject()))).json();
    expect((await bind({ account: uniqueMobile(), bind_token, pwd: '123456' })).json().code).toBe(
      'iot-tenant.10012',
    );
    const { manager } = await createMerchant(t.database.db);
    const code = await sendCode(t.app, { destination: manager.mobile!, purpose: 'bind' });
    const res = await bind({ account: manager.mobile, bind_token, pwd: code });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('iot-third.10001');
  });

  it('accepts each state once, and refuses an unknown state or a forged code with iot-third.10002', async () => {
    const callback = await authorizeAs(newSubject());
    expect((await check(callback)).statusCode).toBe(200);
    expect((await check(callback)).json().code).toBe('iot-third.10002');
    expect((await check({ code: callback.code, state: 'forged-state' })).json().code).toBe('iot-third.10002');
    const fresh = await authorizeAs(newSubject());
    expect((await check({ code: 'forged-code', state: fresh.state })).json().code).toBe('iot-third.10002');
  });

  it('lets a bind token expire after 10 minutes', async () => {
    const { manager } = await createMerchant(t.database.db);
    await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const { bind_token } = (await check(await authorizeAs(newSubject()))).json();
    clock.advance(10 * 60 * 1000 + 1000);
    const code = await sendCode(t.app, { destination: manager.mobile!, purpose: 'bind' });
    expect((await bind({ account: manager.mobile, bind_token, pwd: code })).json().code).toBe(
      'iot-third.10002',
    );
  });

  it('refuses a bound account whose merchant is disabled with iot-tenant.10016', async () => {
    const { tenant, manager } = await createMerchant(t.database.db);
    await tokenFor(t.app, manager.username, FACTORY_PASSWORD);
    const subject = newSubject();
    const { bind_token } = (await check(await authorizeAs(subject))).json();
    const code = await sendCode(t.app, { destination: manager.mobile!, purpose: 'bind' });
    expect((await bind({ account: manager.mobile, bind_token, pwd: code })).statusCode).toBe(200);
    await t.database.rows(`update tenants set status = 'disabled' where id = '${tenant.id}'`);
    expect((await check(await authorizeAs(subject))).json().code).toBe('iot-tenant.10016');
  });
});

describe(`without a configured provider on ${testDatabaseKind()}`, () => {
  it('lists none, so the page shows no icon', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/api/control/third-login/providers' });
      expect(res.json()).toEqual({ providers: [] });
    } finally {
      await bare.close();
    }
  });
});
