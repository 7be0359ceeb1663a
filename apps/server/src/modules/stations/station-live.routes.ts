import {
  STATION_LIVE_INTERVAL_SECONDS,
  type StationLiveMessage,
  stationIdParamsSchema,
  stationLiveAuthSchema,
} from '@ies/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/app-error';
import { assertPermitted, type GrantedApis } from '../../platform/auth.plugin';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { StationFiguresService } from './station-figures.service';

/** Close codes: 4000 + the HTTP status the same refusal would have. */
const closeCodeOf = (code: string) => {
  const status = Number(code.split('.').pop());
  return Number.isInteger(status) && status >= 400 && status < 600 ? 4000 + status : 4400;
};

/** Resolves a session token (the auth plugin's job for ordinary calls). */
export interface SessionResolver {
  resolve(token: string): Promise<AuthContext | null>;
}

/**
 * Live station figures over WebSocket (docs/api/stations.md). Browsers cannot put a bearer header
 * on a WebSocket, and a token in the URL would reach logs, so the route is public at the HTTP
 * level and authenticates with the first message; the session and the permission are checked
 * again before every push, so a signed-out or re-permissioned user stops receiving.
 */
export const stationLiveRoutes: FastifyPluginAsyncZod<{
  stations: Pick<StationFiguresService, 'live'>;
  sessions: SessionResolver;
  grants: GrantedApis;
  intervalMs?: number;
}> = async (app, { stations, sessions, grants, intervalMs = STATION_LIVE_INTERVAL_SECONDS * 1000 }) => {
  app.get(
    '/stations/:id/live',
    {
      websocket: true,
      config: { public: true },
      schema: {
        tags: ['stations'],
        summary: 'Live power, SOC and running state (WebSocket; first message { token })',
        params: stationIdParamsSchema,
      },
    },
    (socket, request) => {
      const stationId = request.params.id;
      let timer: NodeJS.Timeout | undefined;
      let closed = false;
      const send = (message: StationLiveMessage) => {
        if (!closed) socket.send(JSON.stringify(message));
      };
      const stop = (code: string) => {
        send({ type: 'error', code });
        closed = true;
        clearInterval(timer);
        socket.close(closeCodeOf(code));
      };
      const authWait = setTimeout(() => stop('iot-http.401'), 10_000);
      socket.on('close', () => {
        closed = true;
        clearTimeout(authWait);
        clearInterval(timer);
      });
      socket.once('message', async (raw: Buffer) => {
        clearTimeout(authWait);
        let token: string;
        try {
          token = stationLiveAuthSchema.parse(JSON.parse(raw.toString('utf8'))).token;
        } catch {
          return stop('iot-http.401');
        }
        const push = async () => {
          const auth = await sessions.resolve(token);
          if (!auth) throw new AppError('iot-http.401');
          await assertPermitted(auth, 'station:view', grants);
          send(await stations.live(auth, stationId));
        };
        const fail = (error: unknown) => stop(error instanceof AppError ? error.code : 'iot-http.500');
        try {
          await push();
        } catch (error) {
          return fail(error);
        }
        timer = setInterval(() => {
          push().catch(fail);
        }, intervalMs);
      });
    },
  );
};
