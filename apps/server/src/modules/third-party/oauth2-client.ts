import { createHash, randomBytes } from 'node:crypto';
import type { ThirdLoginProvider } from '../../config/third-login-providers';

const TIMEOUT_MS = 10_000;

/** The provider refused or answered something unusable; the message is for the log only. */
export class OAuth2Error extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OAuth2Error';
  }
}

export function newCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The authorization-code flow in two dialects: standard OAuth2 (PKCE S256, client_secret_basic,
 * userinfo with a bearer token; subject `sub`, else `id`) and WeChat's (appid/secret in the query,
 * `#wechat_redirect`, userinfo by access_token + openid; subject `unionid`, else `openid`).
 */
export function authorizationUrl(
  provider: ThirdLoginProvider,
  input: { redirectUri: string; state: string; codeVerifier?: string },
): string {
  const url = new URL(provider.authorizeUrl);
  if (provider.protocol === 'wechat') {
    url.searchParams.set('appid', provider.clientId);
    url.searchParams.set('redirect_uri', input.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', provider.scopes);
    url.searchParams.set('state', input.state);
    url.hash = 'wechat_redirect';
    return url.toString();
  }
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('scope', provider.scopes);
  url.searchParams.set('state', input.state);
  if (input.codeVerifier) {
    const challenge = createHash('sha256').update(input.codeVerifier).digest('base64url');
    url.searchParams.set('code_challenge', challenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.toString();
}

async function json(response: Response, what: string): Promise<Record<string, unknown>> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new OAuth2Error(`${what} answered ${response.status} without JSON`);
  }
  if (!response.ok || typeof body !== 'object' || body === null) {
    throw new OAuth2Error(`${what} answered ${response.status}`);
  }
  const record = body as Record<string, unknown>;
  // WeChat answers errors with 200 and an errcode.
  if (record.errcode !== undefined && record.errcode !== 0)
    throw new OAuth2Error(`${what} errcode ${String(record.errcode)}`);
  if (typeof record.error === 'string') throw new OAuth2Error(`${what} error ${record.error}`);
  return record;
}

function subjectOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value) return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** Exchanges an authorization code for the provider's stable subject of the account. */
export async function exchangeCodeForSubject(
  provider: ThirdLoginProvider,
  input: { code: string; redirectUri: string; codeVerifier?: string | null },
): Promise<string> {
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  if (provider.protocol === 'wechat') {
    const tokenUrl = new URL(provider.tokenUrl);
    tokenUrl.searchParams.set('appid', provider.clientId);
    tokenUrl.searchParams.set('secret', provider.clientSecret);
    tokenUrl.searchParams.set('code', input.code);
    tokenUrl.searchParams.set('grant_type', 'authorization_code');
    const token = await json(await fetch(tokenUrl, { signal }), 'token endpoint');
    const accessToken = subjectOf(token.access_token);
    const openid = subjectOf(token.openid);
    if (!accessToken || !openid) throw new OAuth2Error('token endpoint gave no access_token or openid');
    const infoUrl = new URL(provider.userinfoUrl);
    infoUrl.searchParams.set('access_token', accessToken);
    infoUrl.searchParams.set('openid', openid);
    const info = await json(await fetch(infoUrl, { signal }), 'userinfo endpoint');
    return subjectOf(info.unionid) ?? subjectOf(token.unionid) ?? subjectOf(info.openid) ?? openid;
  }

  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
  });
  if (input.codeVerifier) body.set('code_verifier', input.codeVerifier);
  const basic = Buffer.from(
    `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`,
  ).toString('base64');
  const token = await json(
    await fetch(provider.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body,
      signal,
    }),
    'token endpoint',
  );
  const accessToken = subjectOf(token.access_token);
  if (!accessToken) throw new OAuth2Error('token endpoint gave no access_token');
  const info = await json(
    await fetch(provider.userinfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal,
    }),
    'userinfo endpoint',
  );
  const subject = subjectOf(info.sub) ?? subjectOf(info.id);
  if (!subject) throw new OAuth2Error('userinfo gave no subject');
  return subject;
}
