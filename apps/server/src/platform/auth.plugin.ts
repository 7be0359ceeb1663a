import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionService } from '../modules/auth/session.service';
import type { AuthContext } from '../modules/auth/auth-context';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, registration, health, …). */
    public?: boolean;
    /** Permission code the caller needs; 'platform:admin' is enforced here, the rest by the permissions issue. */
    permission?: string;
  }
  interface FastifyRequest {
    /** The signed-in caller; null on public routes called without a valid token. */
    auth: AuthContext | null;
  }
}

export const PLATFORM_ADMIN_PERMISSION = 'platform:admin';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * Resolves `Authorization: Bearer <token>` to request.auth for every route of the scope it is
 * registered in. Routes are closed unless their config says `public: true`; a public route still
 * sees the caller when a valid token comes along (e.g. to send a code to the signed-in user).
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { sessions: SessionService }) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      // Unknown paths answer 404 from the not-found handler, with or without a session.
      if (request.is404) return;
      const config = request.routeOptions.config;
      const token = bearerToken(request);
      request.auth = token ? await options.sessions.resolve(token) : null;
      if (config.public) return;
      if (!request.auth) throw new AppError('iot-http.401');
      if (config.permission === PLATFORM_ADMIN_PERMISSION && !request.auth.isPlatformAdmin) {
        throw new AppError('iot-http.403');
      }
    });
  },
  { name: 'auth' },
);

/** The caller of an authenticated route (the plugin has already refused anonymous calls). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('iot-http.401');
  return request.auth;
}

const URL_SECRETS = /([?&](?:session_id|ujwt|token|bind_token|code|auth_code)=)[^&#]*/gi;

/** A request URL fit for the log: values of token-bearing query parameters are masked. */
export function withoutUrlSecrets(url: string): string {
  return url.replace(URL_SECRETS, '$1***');
}
