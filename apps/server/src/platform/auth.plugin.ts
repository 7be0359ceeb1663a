import { isPermissionApi, type PermissionApi } from '@ies/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionService } from './identity/session.service';
import type { AuthContext } from './identity/auth-context';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, registration, health, …). */
    public?: boolean;
    /**
     * What the caller needs: an API name of the permission catalogue, 'platform:admin', or
     * 'session' (any signed-in user, for the caller's own things). Every non-public route declares one.
     */
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    /** The signed-in caller; null on public routes called without a valid token. */
    auth: AuthContext | null;
  }
}

export const PLATFORM_ADMIN_PERMISSION = 'platform:admin';
export const SESSION_PERMISSION = 'session';
export type RoutePermission = PermissionApi | typeof PLATFORM_ADMIN_PERMISSION | typeof SESSION_PERMISSION;

/** The API names a caller's permission groups grant; read fresh on every call so group edits apply at once. */
export interface GrantedApis {
  apisOf(auth: AuthContext): Promise<ReadonlySet<string>>;
}

/** Managers (tenant and system) skip the per-API map; everyone else needs the API in their groups. */
export function skipsApiMap(auth: AuthContext): boolean {
  return auth.isManager || auth.isPlatformAdmin;
}

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
  async (app: FastifyInstance, options: { sessions: SessionService; grants: GrantedApis }) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      // Unknown paths answer 404 from the not-found handler, with or without a session.
      if (request.is404) return;
      const config = request.routeOptions.config;
      const token = bearerToken(request);
      request.auth = token ? await options.sessions.resolve(token) : null;
      if (config.public) return;
      if (!request.auth) throw new AppError('iot-http.401');
      await assertPermitted(request.auth, config.permission, options.grants);
    });
  },
  { name: 'auth' },
);

/** Throws iot-http.403 unless the caller may call a route declaring `permission`. */
export async function assertPermitted(
  auth: AuthContext,
  permission: string | undefined,
  grants: GrantedApis,
): Promise<void> {
  if (permission === SESSION_PERMISSION) return;
  if (permission === PLATFORM_ADMIN_PERMISSION) {
    if (!auth.isPlatformAdmin) throw new AppError('iot-http.403');
    return;
  }
  // A route that declares nothing (or an unknown name) is closed; the route-table test keeps this from happening.
  if (permission === undefined || !isPermissionApi(permission)) throw new AppError('iot-http.403');
  if (skipsApiMap(auth)) return;
  const granted = await grants.apisOf(auth);
  if (!granted.has(permission)) throw new AppError('iot-http.403');
}

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
