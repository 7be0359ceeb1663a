// API benchmark: a fleet (seed.ts) behind the built app (server.ts), and 50 signed-in users
// replaying the pages they open, over keep-alive HTTP. Prints p50/p95/p99 and requests/s per call,
// the server's CPU and peak memory, and the machine's load (docs/performance.md).
import http from 'node:http';
import os from 'node:os';
import { arg, measured as measuredBy, quantile, serverChild, serverStart } from './harness';

// 0: nothing reports while the screens are read; N: every device sends a sample every N seconds
// (the app's own ingest, in the server child), so the reads meet rollups being written.
const reportS = Number(arg('report-s', '0'));
const start = serverStart({ stations: 100, days: 365, hourDays: 30, users: 50, live: reportS > 0 });
const seconds = Number(arg('seconds', '20'));
const label = arg('label', 'after');
// 0: every user sends its next request as soon as the last is answered (the server's capacity);
// N: a user waits N ms on average (N/2 to 3N/2) between requests, as a person between pages.
const thinkMs = Number(arg('think-ms', '0'));
const { child, ask, start: startServer } = serverChild();
const measured = <T>(run: () => Promise<T>) => measuredBy(ask, run);

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
function get(base: URL, url: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: url,
        agent,
        headers: { authorization: `Bearer ${token}` },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Each user repeats `pages` one after another for `seconds`; latencies per call name. */
async function phase(
  base: URL,
  tokens: string[],
  pages: (user: number, round: number) => Array<[name: string, url: string]>,
  record: boolean,
  durationS: number,
) {
  const latencies = new Map<string, number[]>();
  const errors: Record<string, string> = {};
  const end = Date.now() + durationS * 1000;
  await Promise.all(
    tokens.map(async (token, user) => {
      for (let round = 0; Date.now() < end; round++) {
        for (const [name, url] of pages(user, round)) {
          if (Date.now() >= end) break;
          if (thinkMs > 0) await new Promise((r) => setTimeout(r, thinkMs * (0.5 + Math.random())));
          if (Date.now() >= end) break;
          const t0 = performance.now();
          const status = await get(base, url, token);
          const ms = performance.now() - t0;
          if (status !== 200) errors[name] ??= `${status} ${url}`;
          if (!record) continue;
          const list = latencies.get(name) ?? [];
          list.push(ms);
          latencies.set(name, list);
        }
      }
    }),
  );
  return { latencies, errors };
}

function summary(latencies: Map<string, number[]>, durationS: number) {
  return [...latencies].map(([name, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const r = (x: number) => Math.round(x * 10) / 10;
    return {
      call: name,
      n: list.length,
      p50: r(quantile(sorted, 0.5)),
      p95: r(quantile(sorted, 0.95)),
      p99: r(quantile(sorted, 0.99)),
      rps: r(list.length / durationS),
    };
  });
}

const SPANS = ['day', 'month', 'year'] as const;

async function main() {
  const ready = await startServer(start);
  const base = new URL(ready.url as string);
  const tokens = ready.tokens as string[];
  const stations = ready.stationIds as string[];
  const devices = ready.deviceIds as string[];
  const tenantId = ready.tenantId as string;
  const dayStart = Math.floor(Date.now() / 86_400_000) * 86_400_000 - 8 * 3_600_000;
  const screens = (user: number, round: number): Array<[string, string]> => {
    const station = stations[(user * 7 + round) % stations.length]!;
    const device = devices[(user * 13 + round * 3) % devices.length]!;
    return [
      ['GET /api/home/summary', '/api/home/summary'],
      ['GET /api/home/curves (day, month or year)', `/api/home/curves?span=${SPANS[(user + round) % 3]}`],
      [
        'GET alarm counts (home, by level)',
        `/api/alert-data-mgmt/tenants/${tenantId}/statistics/count-event`,
      ],
      ['GET /api/stations?page_size=10', '/api/stations?page_size=10'],
      ['GET /api/stations/:id/overview', `/api/stations/${station}/overview`],
      ['GET /api/devices?page_size=10', '/api/devices?page_size=10'],
      [
        'GET /api/devices/:id/history (today)',
        `/api/devices/${device}/history?from=${dayStart}&to=${Date.now()}`,
      ],
    ];
  };
  const trivial = (): Array<[string, string]> => [['GET /api/tenant/users/self', '/api/tenant/users/self']];
  if (reportS > 0) await ask({ cmd: 'report', deviceIds: devices, everyS: reportS });
  // One round by one user first (not recorded): connections open, first reads done.
  for (const [, url] of screens(0, 0)) await get(base, url, tokens[0]!);
  const pages = await measured(() => phase(base, tokens, screens, true, seconds));
  const self = await measured(() => phase(base, tokens, trivial, true, Math.min(seconds, 10)));
  const report = {
    label,
    db: start.db,
    fleet: { ...start, postgresUrl: undefined, devices: devices.length, seedS: ready.seedS },
    users: tokens.length,
    thinkMs,
    reportS,
    cores: os.cpus().length,
    screens: { ...pages, result: summary(pages.result.latencies, pages.wallS), errors: pages.result.errors },
    trivial: { ...self, result: summary(self.result.latencies, self.wallS), errors: self.result.errors },
  };
  console.log(JSON.stringify(report, null, 2));
  await ask({ cmd: 'stop' });
  agent.destroy();
}

main().catch((error) => {
  console.error(error);
  child.kill();
  process.exit(1);
});
