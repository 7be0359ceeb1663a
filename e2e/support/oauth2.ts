/// <reference path="../../apps/server/src/test/oidc-provider.d.ts" />
// The server's own local OAuth2 / OpenID Connect server (oidc-provider) for its third-party tests,
// reused so the browser journey signs in against the same kind of provider.
export { OAUTH_CLIENT, startOAuth2Server } from '../../apps/server/src/test/oauth2-server';
