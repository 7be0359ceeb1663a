import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const OAUTH_CLIENT = { id: 'ies-test-client', secret: 'ies-test-secret-0123456789abcdef' };

/**
 * A real OAuth2 / OpenID Connect server (oidc-provider) on a random local port with one client.
 * Its login and consent step is finished programmatically for `nextSubject`, the account the
 * "user" signs in with at the provider.
 */
export async function startOAuth2Server(redirectUris: string[]) {
  let provider: Provider | undefined;
  const state = { nextSubject: 'wx-user-1' };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!provider) {
      res.writeHead(503).end();
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      void finishInteraction(provider, state.nextSubject, req, res);
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: OAUTH_CLIENT.id,
        client_secret: OAUTH_CLIENT.secret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    cookies: { keys: ['test-cookie-key-0123456789'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => ({ accountId: sub, claims: () => ({ sub }) }),
  });
  return {
    issuer,
    state,
    endpoints: { authorize: `${issuer}/auth`, token: `${issuer}/token`, userinfo: `${issuer}/me` },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function finishInteraction(
  provider: Provider,
  subject: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  try {
    const details = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId: subject, clientId: details.params.client_id });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: subject }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
}

/**
 * What a browser does with the authorization URL: follows the provider's redirects (keeping its
 * cookies) until it is sent back to our redirect URI; answers the query of that last address.
 */
export async function authorizeInBrowser(authUrl: string, redirectUri: string): Promise<URLSearchParams> {
  const jar = new Map<string, string>();
  let url = authUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(redirectUri)) return new URL(url).searchParams;
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url} with ${res.status}: ${await res.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects');
}
