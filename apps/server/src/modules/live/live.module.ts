import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/app-error';
import { assertPermitted, type GrantedApis } from '../../platform/auth.plugin';
import { requestLocale } from '../../platform/locale';
import { webSocketOnly } from '../../platform/websocket-routes';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { SessionService } from '../../platform/identity/session.service';
import type { DeviceScopeResolver } from '../devices/device-scope';
import { LiveConnection } from './live.connection';
import type { LiveHub } from './live.hub';
import { LiveRepository } from './live.repository';
import { type StationDeviceResolver, stationDeviceResolver } from './station-resolver';

export interface LiveModuleOptions {
  db: Db;
  sessions: SessionService;
  grants: GrantedApis;
  scopeOf: DeviceScopeResolver;
  /**
   * The process's live hub over `samples` (deviceId, samples) after each commit: ingest's bus in
   * one process, or the PostgreSQL live bus (told which devices are followed). The station live
   * feeds follow the same hub; its owner closes it.
   */
  hub: LiveHub;
  /** Station → device ids; default: the process-wide resolver (setStationDeviceResolver), none at first. */
  stationDevices?: StationDeviceResolver;
}

const LIVE_PERMISSION = 'device:data:realtime';

/** A token in the address is refused with its envelope, before the upgrade, whether valid or not. */
async function refuseTokenInAddress(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && 'token' in query) throw new AppError('iot-data.10012');
}

/**
 * `GET /api/live` (WebSocket). Browsers cannot set headers on a WebSocket, so the session token
 * comes as `Authorization: Bearer` or in a first message `{type:'auth', token}`; never in the
 * address (`?token=` is refused before the upgrade: addresses reach logs, proxies and histories).
 * The route is public for the auth hook; the connection checks session and permission itself.
 */
export async function liveModule(app: FastifyInstance, options: LiveModuleOptions): Promise<void> {
  const hub = options.hub;
  const repository = new LiveRepository(options.db);
  const stationDevices = options.stationDevices ?? stationDeviceResolver();

  const permitted = async (auth: AuthContext | null): Promise<AuthContext | null> => {
    if (!auth) return null;
    try {
      await assertPermitted(auth, LIVE_PERMISSION, options.grants);
      return auth;
    } catch {
      return null;
    }
  };

  app.get(
    '/live',
    {
      websocket: true,
      config: { public: true },
      onRequest: [webSocketOnly, refuseTokenInAddress],
      schema: {
        tags: ['live data'],
        summary: 'WebSocket of live device samples (see docs/api/commands-live-history.md)',
      },
    },
    (socket, request) => {
      const locale = requestLocale(request);
      const authenticate = async (token: string) => permitted(await options.sessions.resolve(token));
      const initial = request.auth ? permitted(request.auth) : Promise.resolve(undefined);
      const header = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
      new LiveConnection(
        socket,
        { hub, repository, scopeOf: options.scopeOf, stationDevices, authenticate, locale },
        initial,
        header,
      );
    },
  );
}
