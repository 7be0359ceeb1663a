/** How a provider speaks OAuth2: standard (RFC 6749 + a userinfo endpoint) or WeChat's variant. */
export type ThirdLoginProtocol = 'oauth2' | 'wechat';

/** One configured third-party sign-in provider. */
export interface ThirdLoginProvider {
  /** The spec's third_type, e.g. 'weixin'. */
  name: string;
  displayName: string;
  protocol: ThirdLoginProtocol;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
}

/** A provider variable that cannot be used; `variable` names it. */
export class ThirdLoginConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(detail);
    this.name = 'ThirdLoginConfigError';
  }
}

type Env = Record<string, string | undefined>;

const FIELDS = ['AUTHORIZE_URL', 'TOKEN_URL', 'USERINFO_URL', 'CLIENT_ID', 'CLIENT_SECRET'] as const;

function url(variable: string, value: string | undefined): string {
  if (!value) throw new ThirdLoginConfigError(variable, 'is required');
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ThirdLoginConfigError(variable, 'is not a valid URL');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new ThirdLoginConfigError(variable, 'must start with http:// or https://');
  }
  return value;
}

function provider(variable: string, raw: Record<string, unknown>): ThirdLoginProvider {
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string).trim() : undefined);
  const name = text('name')?.toLowerCase() ?? '';
  if (!/^[a-z0-9_]{1,32}$/.test(name))
    throw new ThirdLoginConfigError(variable, 'needs a name of a-z, 0-9, _');
  const protocol = text('protocol') ?? (name === 'weixin' ? 'wechat' : 'oauth2');
  if (protocol !== 'oauth2' && protocol !== 'wechat') {
    throw new ThirdLoginConfigError(variable, `has unknown protocol "${protocol}" (oauth2 or wechat)`);
  }
  const clientId = text('client_id');
  const clientSecret = text('client_secret');
  if (!clientId || !clientSecret)
    throw new ThirdLoginConfigError(variable, 'needs client_id and client_secret');
  return {
    name,
    displayName: text('display_name') || name,
    protocol,
    authorizeUrl: url(variable, text('authorize_url')),
    tokenUrl: url(variable, text('token_url')),
    userinfoUrl: url(variable, text('userinfo_url')),
    clientId,
    clientSecret,
    scopes: text('scopes') || (protocol === 'wechat' ? 'snsapi_login' : 'openid'),
  };
}

/**
 * Providers from THIRD_LOGIN_PROVIDERS (a JSON array of { name, display_name?, protocol?,
 * authorize_url, token_url, userinfo_url, client_id, client_secret, scopes? }) and from
 * THIRD_LOGIN_<NAME>_{AUTHORIZE_URL,TOKEN_URL,USERINFO_URL,CLIENT_ID,CLIENT_SECRET,SCOPES,PROTOCOL,DISPLAY_NAME}.
 */
export function readThirdLoginProviders(env: Env): ThirdLoginProvider[] {
  const found = new Map<string, ThirdLoginProvider>();
  const json = env.THIRD_LOGIN_PROVIDERS?.trim();
  if (json) {
    let list: unknown;
    try {
      list = JSON.parse(json);
    } catch {
      throw new ThirdLoginConfigError('THIRD_LOGIN_PROVIDERS', 'is not valid JSON');
    }
    if (!Array.isArray(list))
      throw new ThirdLoginConfigError('THIRD_LOGIN_PROVIDERS', 'must be a JSON array');
    for (const item of list) {
      if (typeof item !== 'object' || item === null) {
        throw new ThirdLoginConfigError('THIRD_LOGIN_PROVIDERS', 'must hold objects');
      }
      const parsed = provider('THIRD_LOGIN_PROVIDERS', item as Record<string, unknown>);
      found.set(parsed.name, parsed);
    }
  }
  for (const key of Object.keys(env)) {
    const match = /^THIRD_LOGIN_([A-Z0-9_]+?)_CLIENT_ID$/.exec(key);
    if (!match?.[1] || !env[key]?.trim()) continue;
    const prefix = `THIRD_LOGIN_${match[1]}_`;
    const raw: Record<string, unknown> = { name: match[1].toLowerCase() };
    for (const field of [...FIELDS, 'SCOPES', 'PROTOCOL', 'DISPLAY_NAME'])
      raw[field.toLowerCase()] = env[prefix + field];
    const parsed = provider(`${prefix}*`, raw);
    found.set(parsed.name, parsed);
  }
  return [...found.values()];
}
