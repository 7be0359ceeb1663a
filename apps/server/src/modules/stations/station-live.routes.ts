import { type StationLiveMessage, stationIdParamsSchema, stationLiveAuthSchema } from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/app-error';
import { assertPermitted, type GrantedApis } from '../../platform/auth.plugin';
import type { AuthContext } from '../../platform/identity/auth-context';
import { webSocketOnly } from '../../platform/websocket-routes';
import type { StationFiguresService } from './station-figures.service';
import type { LiveFollower, StationLiveFeeds } from './station-live-feed';

/** Close codes: 4000 + the HTTP status the same refusal would have. */
const closeCodeOf = (code: string) => {
  const status = Number(code.split('.').pop());
  return Number.isInteger(status) && status >= 400 && status < 600 ? 4000 + status : 4400;
};

/** Resolves a session token (the auth plugin's job for ordinary calls). */
export interface SessionResolver {
  resolve(token: string): Promise<AuthContext | null>;
}

/** The caller of a token if it may follow the station: session, `station:view`, station authority. */
export async function liveCaller(
  deps: {
    sessions: SessionResolver;
    grants: GrantedApis;
    stations: Pick<StationFiguresService, 'assertLive'>;
  },
  token: string,
  stationId: string,
): Promise<AuthContext> {
  const auth = await deps.sessions.resolve(token);
  if (!auth) throw new AppError('iot-http.401');
  await assertPermitted(auth, 'station:view', deps.grants);
  await deps.stations.assertLive(auth, stationId);
  return auth;
}

/**
 * Live station figures over WebSocket (docs/api/stations.md). Browsers cannot put a bearer header
 * on a WebSocket, and a token in the URL would reach logs, so the route is public at the HTTP
 * level and authenticates with the first message (session, permission, station authority). The
 * socket then follows the station's one shared feed (station-live-feed.ts), which re-checks every
 * follower on its slow tick, so a signed-out or re-permissioned user stops receiving.
 */
export const stationLiveRoutes: FastifyPluginAsyncZod<{
  stations: Pick<StationFiguresService, 'assertLive'>;
  sessions: SessionResolver;
  grants: GrantedApis;
  feeds: StationLiveFeeds;
}> = async (app, { stations, sessions, grants, feeds }) => {
  app.get(
    '/stations/:id/live',
    {
      websocket: true,
      config: { public: true },
      onRequest: webSocketOnly,
      schema: {
        tags: ['stations'],
        summary: 'Live power, SOC and running state (WebSocket; first message { token })',
        params: stationIdParamsSchema,
      },
    },
    (socket, request) => {
      const stationId = request.params.id;
      let closed = false;
      let follower: LiveFollower | undefined;
      const send = (message: StationLiveMessage) => {
        if (!closed) socket.send(JSON.stringify(message));
      };
      const stop = (code: string) => {
        send({ type: 'error', code });
        closed = true;
        if (follower) feeds.leave(stationId, follower);
        socket.close(closeCodeOf(code));
      };
      const authWait = setTimeout(() => stop('iot-http.401'), 10_000);
      socket.on('close', () => {
        closed = true;
        clearTimeout(authWait);
        if (follower) feeds.leave(stationId, follower);
      });
      socket.once('message', async (raw: Buffer) => {
        clearTimeout(authWait);
        let token: string;
        try {
          token = stationLiveAuthSchema.parse(JSON.parse(raw.toString('utf8'))).token;
        } catch {
          return stop('iot-http.401');
        }
        try {
          const auth = await liveCaller({ sessions, grants, stations }, token, stationId);
          if (closed) return;
          follower = {
            token,
            send: (text) => {
              if (!closed) socket.send(text);
            },
            stop,
          };
          await feeds.join(auth.tenantId, stationId, follower);
        } catch (error) {
          stop(error instanceof AppError ? error.code : 'iot-http.500');
        }
      });
    },
  );
};
