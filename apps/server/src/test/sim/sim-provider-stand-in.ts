import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type SimProviderUsage, simSignatureText } from '@ies/contracts';

/**
 * A local stand-in of a SIM provider speaking the provider API (docs/sim-pool.md) on 127.0.0.1:
 * `GET /pools/{pool_id}/usage`, signed with the pool's app id and secret key. Pools are set by the
 * test; a wrong app id or signature answers 401. Every request is recorded (headers included).
 */
export interface SimProviderStandIn {
  url: string;
  pools: Map<string, { appId: string; secret: string; usage: SimProviderUsage; status?: number }>;
  requests: Array<{ url: string; headers: http.IncomingHttpHeaders }>;
  close(): Promise<void>;
}

export async function startSimProviderStandIn(): Promise<SimProviderStandIn> {
  const pools: SimProviderStandIn['pools'] = new Map();
  const requests: SimProviderStandIn['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const match = /^\/pools\/([^/]+)\/usage$/.exec(req.url ?? '');
    const pool = match ? pools.get(decodeURIComponent(match[1]!)) : undefined;
    if (req.method !== 'GET' || !match || !pool) return send(404, { error: 'no such pool' });
    const appId = String(req.headers['x-app-id'] ?? '');
    const timestamp = Number(req.headers['x-timestamp']);
    const expected = createHmac('sha256', pool.secret)
      .update(simSignatureText(appId, decodeURIComponent(match[1]!), timestamp))
      .digest();
    const given = Buffer.from(String(req.headers['x-signature'] ?? ''), 'hex');
    if (appId !== pool.appId || given.length !== expected.length || !timingSafeEqual(given, expected))
      return send(401, { error: 'bad signature' });
    if (pool.status) return send(pool.status, { error: 'provider down' });
    send(200, pool.usage);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pools,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
