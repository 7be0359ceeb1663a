import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationUrl, exchangeCodeForSubject, OAuth2Error } from './oauth2-client';
import type { ThirdLoginProvider } from '../../config/third-login-providers';

// A stand-in for WeChat's endpoints: credentials in the query, errors as 200 + errcode.
let base: string;
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const send = (body: unknown) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (url.pathname === '/sns/oauth2/access_token') {
    const ok = url.searchParams.get('appid') === 'wxapp' && url.searchParams.get('secret') === 'wxsecret';
    if (!ok || url.searchParams.get('code') !== 'good-code')
      return send({ errcode: 40029, errmsg: 'invalid code' });
    return send({ access_token: 'AT', openid: 'OPENID-1', expires_in: 7200 });
  }
  if (url.pathname === '/sns/userinfo') {
    if (url.searchParams.get('access_token') !== 'AT') return send({ errcode: 40001 });
    return send({ openid: url.searchParams.get('openid'), unionid: 'UNION-1', nickname: 'x' });
  }
  res.writeHead(404).end();
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function wechat(): ThirdLoginProvider {
  return {
    name: 'weixin',
    displayName: 'WeChat',
    protocol: 'wechat',
    authorizeUrl: `${base}/connect/qrconnect`,
    tokenUrl: `${base}/sns/oauth2/access_token`,
    userinfoUrl: `${base}/sns/userinfo`,
    clientId: 'wxapp',
    clientSecret: 'wxsecret',
    scopes: 'snsapi_login',
  };
}

describe('the WeChat dialect of the authorization-code flow', () => {
  it('puts appid, scope and state in the URL and ends it with #wechat_redirect', () => {
    const url = new URL(
      authorizationUrl(wechat(), { redirectUri: 'https://ies.example.com/cb', state: 'S' }),
    );
    expect(url.searchParams.get('appid')).toBe('wxapp');
    expect(url.searchParams.get('scope')).toBe('snsapi_login');
    expect(url.searchParams.get('state')).toBe('S');
    expect(url.searchParams.has('client_id')).toBe(false);
    expect(url.hash).toBe('#wechat_redirect');
  });

  it('exchanges the code and prefers the unionid as the subject', async () => {
    await expect(exchangeCodeForSubject(wechat(), { code: 'good-code', redirectUri: 'x' })).resolves.toBe(
      'UNION-1',
    );
  });

  it('turns an errcode answer into an OAuth2Error', async () => {
    await expect(exchangeCodeForSubject(wechat(), { code: 'bad', redirectUri: 'x' })).rejects.toBeInstanceOf(
      OAuth2Error,
    );
  });
});
