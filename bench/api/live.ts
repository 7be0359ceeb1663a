// Live fan-out benchmark (issue 17, item 5): browser-like WebSocket connections follow stations
// (GET /api/stations/:id/live, first message { token }) while samples arrive through the app's own
// ingest service; the time from a sample's commit to its arrival at each following client, the
// server's CPU and memory, and the live messages it computed. Same fleet and server child as run.ts
// (seed.ts, server.ts, harness.ts).
//
//   npx tsx bench/api/live.ts [--db pglite|postgres] [--stations 6] [--connections 500]
//     [--users 50] [--days 2] [--hour-days 1] [--seconds 30] [--feed-ms 1000] [--feed all|pcs]
//     [--label x]
//
// Each round (every --feed-ms) the child stamps one sample "now" for every device of every station
// (--feed all, as the demo simulator sends; --feed pcs: the first PCS of each only) and reports
// when ingest committed each (the moment a device is acknowledged). The first PCS of each station
// is the one timed: a client counts a round as arrived at the first live message whose
// `updated_at` is that round's time or newer (a later round supersedes an earlier one on screen).
// Rounds never seen by a client are "missed".
import os from 'node:os';
import WebSocket from 'ws';
import { arg, measured, percentiles, r1, serverChild, serverStart } from './harness';

const start = serverStart({ stations: 6, days: 2, hourDays: 1, users: 50, live: true });
const connections = Number(arg('connections', '500'));
const seconds = Number(arg('seconds', '30'));
const feedMs = Number(arg('feed-ms', '1000'));
const feedAll = arg('feed', 'all') === 'all';
const label = arg('label', 'live');
const { child, ask, start: startServer } = serverChild();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Client {
  station: number;
  socket: WebSocket;
  /** Arrival time (ms) of each new `updated_at` (ms) this client saw. */
  arrivals: Array<{ updatedAt: number; at: number }>;
  messages: number;
  errors: string[];
}

/** Opens a connection, authenticates, and resolves at its first live message. */
function follow(base: URL, stationId: string, station: number, token: string): Promise<Client> {
  const url = `${base.origin.replace('http', 'ws')}/api/stations/${stationId}/live`;
  const socket = new WebSocket(url);
  const client: Client = { station, socket, arrivals: [], messages: 0, errors: [] };
  let last = '';
  return new Promise((resolve) => {
    // A server too busy to answer within a minute: counted (report.unanswered), not fatal.
    const timer = setTimeout(() => {
      client.errors.push('no first message in 60 s');
      resolve(client);
    }, 60_000);
    socket.on('open', () => socket.send(JSON.stringify({ token })));
    socket.on('error', (error) => client.errors.push(String(error)));
    socket.on('close', (code) => {
      if (code !== 1000 && code !== 1005) client.errors.push(`closed ${code}`);
    });
    socket.on('message', (raw: Buffer) => {
      const at = Date.now();
      const message = JSON.parse(raw.toString('utf8')) as {
        type: string;
        updated_at?: string | null;
        code?: string;
      };
      if (message.type !== 'live') return client.errors.push(message.code ?? 'error');
      client.messages += 1;
      if (client.messages === 1) {
        clearTimeout(timer);
        resolve(client);
      }
      if (message.updated_at && message.updated_at !== last) {
        last = message.updated_at;
        client.arrivals.push({ updatedAt: Date.parse(message.updated_at), at });
      }
    });
  });
}

async function main() {
  const ready = await startServer(start);
  const base = new URL(ready.url as string);
  const tokens = ready.tokens as string[];
  const stationIds = ready.stationIds as string[];
  // The first PCS of each station (seed.ts names devices s<station>-<type>-<k>); with --feed all,
  // every device of the fleet. A round's commit for a station is its first device's commit in the
  // round: the first moment a message could carry the round's time.
  const feedDevices = stationIds.map((_, s) => `s${s}-es_pcs-0`);
  const fedDevices = feedAll ? (ready.deviceIds as string[]) : feedDevices;
  const stationOf = (id: string) => Number(id.split('-')[0]!.slice(1));

  const connectStart = Date.now();
  const clients: Client[] = [];
  // Opened in groups of 50, as browsers arriving over a few seconds would.
  for (let i = 0; i < connections; i += 50) {
    const group = [];
    for (let k = i; k < Math.min(connections, i + 50); k++) {
      const s = k % stationIds.length;
      group.push(follow(base, stationIds[s]!, s, tokens[k % tokens.length]!));
    }
    clients.push(...(await Promise.all(group)));
  }
  const connectS = (Date.now() - connectStart) / 1000;

  const messagesBefore = clients.reduce((sum, c) => sum + c.messages, 0);
  const rounds: Array<{ ts: number; commits: Record<string, number | null> }> = [];
  const window = await measured(ask, async () => {
    const end = Date.now() + seconds * 1000;
    while (Date.now() < end) {
      const roundStart = Date.now();
      const fed = await ask({ cmd: 'feed', deviceIds: fedDevices });
      rounds.push({ ts: fed.ts as number, commits: fed.commits as Record<string, number | null> });
      await sleep(Math.max(0, feedMs - (Date.now() - roundStart)));
    }
    // The last round's push is at most a coalescing second away; wait that out and more.
    await sleep(3000);
  });
  const latencies: number[] = [];
  let missed = 0;
  let uncommitted = 0;
  const firstCommits = rounds.map((round) => {
    const first = new Map<number, number>();
    for (const [id, at] of Object.entries(round.commits)) {
      if (at === null) continue;
      const s = stationOf(id);
      first.set(s, Math.min(first.get(s) ?? at, at));
    }
    return first;
  });
  // How far apart a station's commits of one round were (one ingest batch, or several).
  const spreads = rounds.flatMap((round) => {
    const byStation = new Map<number, number[]>();
    for (const [id, at] of Object.entries(round.commits)) {
      if (at !== null) byStation.set(stationOf(id), [...(byStation.get(stationOf(id)) ?? []), at]);
    }
    return [...byStation.values()].map((list) => Math.max(...list) - Math.min(...list));
  });
  for (const client of clients) {
    for (const [r, round] of rounds.entries()) {
      const commitAt = firstCommits[r]!.get(client.station);
      if (!commitAt) {
        uncommitted += 1;
        continue;
      }
      const arrival = client.arrivals.find((a) => a.updatedAt >= round.ts);
      if (arrival) latencies.push(arrival.at - commitAt);
      else missed += 1;
    }
  }
  const messages = clients.reduce((sum, c) => sum + c.messages, 0) - messagesBefore;
  const errors = clients.flatMap((c) => c.errors);
  for (const client of clients) client.socket.close(1000);
  const { result: _, server, ...figures } = window;
  const report = {
    label,
    db: start.db,
    fleet: {
      ...start,
      postgresUrl: undefined,
      devices: (ready.deviceIds as string[]).length,
      seedS: ready.seedS,
    },
    connections,
    cores: os.cpus().length,
    connectS: r1(connectS),
    rounds: rounds.length,
    feedMs,
    fedPerRound: fedDevices.length,
    commitToClientMs: percentiles(latencies),
    commitSpreadInRoundMs: percentiles(spreads),
    missed,
    uncommitted,
    unanswered: clients.filter((c) => c.messages === 0).length,
    failed: clients.filter((c) => c.errors.length > 0).length,
    messagesPerS: r1(messages / figures.wallS),
    liveComputations: server.liveComputations,
    followedStations: server.stations,
    followers: server.followers,
    ...figures,
    errors: [...new Set(errors)].slice(0, 5),
  };
  console.log(JSON.stringify(report, null, 2));
  await ask({ cmd: 'stop' });
}

main().catch((error) => {
  console.error(error);
  child.kill();
  process.exit(1);
});
