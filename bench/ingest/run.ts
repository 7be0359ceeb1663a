import os from 'node:os';
import mqtt from 'mqtt';
import { cpuTicks, startBenchServer } from '../support/bench-server';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

const db = arg('db', 'pglite') as 'pglite' | 'postgres';
const devices = Number(arg('devices', '100'));
const seconds = Number(arg('seconds', '20'));
const points = Number(arg('points', '20'));
const inflight = Number(arg('inflight', '20'));
const batch = Number(arg('batch', '1'));
const warmup = Number(arg('warmup', '3'));
const rate = Number(arg('rate', '0'));
const alarmRules = Number(arg('alarm-rules', '0'));
const postgresUrl = arg('url', process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');

/** The q-quantile of sorted values (0 when there are none). */
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function main() {
  const server = await startBenchServer({ db, devices, points, postgresUrl, alarmRules });
  const { ready } = server;
  const url = ready.url as string;

  const latencies: number[] = [];
  let measuring = false;
  let running = true;
  let acked = 0;
  const dataStart = Date.now() - 3_600_000;
  const clients: mqtt.MqttClient[] = [];
  for (let i = 0; i < devices; i++) {
    clients.push(
      await mqtt.connectAsync(url, {
        clientId: `bench-${i}`,
        username: `bench-${i}`,
        password: `bench-key-${i}`,
        keepalive: 60,
        reconnectPeriod: 0,
      }),
    );
  }

  const loops = clients.map(async (client, index) => {
    let seq = 0;
    let energy = index * 1000;
    const topic = `ies/v1/bench-${index}/telemetry`;
    // Built as text: the generator shares the machine and must stay cheap.
    const sampleJson = () => {
      energy += Math.random();
      let values = `"energy":${energy.toFixed(3)}`;
      for (let p = 1; p < points; p++) values += `,"p${p}":${(Math.random() * 1000).toFixed(2)}`;
      // One sample per second of device time: realistic bucket fill for the rollups.
      const json = `{"ts":${dataStart + seq * 1000},"seq":${seq},"values":{${values}}}`;
      seq++;
      return json;
    };
    const publishOne = () =>
      new Promise<void>((resolve) => {
        let body: string;
        if (batch === 1) body = sampleJson();
        else {
          const samples: string[] = [];
          for (let b = 0; b < batch; b++) samples.push(sampleJson());
          body = `{"samples":[${samples.join(',')}]}`;
        }
        const started = performance.now();
        client.publish(topic, body, { qos: 1 }, (error) => {
          if (!error && measuring) {
            latencies.push(performance.now() - started);
            acked += batch;
          }
          resolve();
        });
      });
    if (rate > 0) {
      // Paced: this device's share of the rate, never more than `inflight` unacknowledged.
      const interval = (1000 * devices * batch) / rate;
      let due = performance.now() + Math.random() * interval;
      const pending = new Set<Promise<void>>();
      while (running) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        due += interval;
        if (pending.size >= inflight) await Promise.race(pending);
        const sent = publishOne().then(() => {
          pending.delete(sent);
        });
        pending.add(sent);
      }
      await Promise.all(pending);
      return;
    }
    const window = Array.from({ length: inflight }, async () => {
      while (running) await publishOne();
    });
    await Promise.all(window);
  });

  await new Promise((resolve) => setTimeout(resolve, warmup * 1000));
  await server.ask('measure-start');
  const cpu0 = cpuTicks();
  const started = performance.now();
  measuring = true;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  const cpu1 = cpuTicks();
  const stopped = await server.ask('measure-stop');
  running = false;
  await Promise.all(loops);
  const drained = await server.ask('drain');
  for (const client of clients) await client.endAsync(true);
  await server.ask('stop');

  latencies.sort((a, b) => a - b);
  const alarmLatencies = [...(drained.alarmLatenciesMs as number[])].sort((a, b) => a - b);
  const pct = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const machineBusy = 1 - (cpu1.idle - cpu0.idle) / (cpu1.total - cpu0.total);
  const serverCpu = (stopped.cpuMs as number) / 1000 / elapsed;
  const rows = drained.rows as number;
  const lines = [
    `### ${db === 'postgres' ? 'PostgreSQL 15' : 'PGlite 0.5 (file-backed)'}: ${devices} devices, ${alarmRules} alarm rules, ${points} points, ${batch} sample(s) per message, ${rate > 0 ? `paced at ${rate.toLocaleString('en')} samples/s` : `as fast as acknowledged, ${inflight} in flight per device`}`,
    '',
    '| measure | value |',
    '|---|---|',
    `| sustained points/s (acknowledged = committed) | **${Math.round((acked * points) / elapsed).toLocaleString('en')}** |`,
    `| samples (rows)/s | ${Math.round(acked / elapsed).toLocaleString('en')} |`,
    `| publish → queryable latency p50 / p99 | ${pct(0.5).toFixed(1)} ms / ${pct(0.99).toFixed(1)} ms |`,
    `| server process CPU (ingest + broker${db === 'pglite' ? ' + PGlite' : ''}) | ${(serverCpu * 100).toFixed(0)} % of one core |`,
    `| whole machine busy (2 cores, incl. load generator${db === 'postgres' ? ' and PostgreSQL' : ''}) | ${(machineBusy * 100).toFixed(0)} % |`,
    `| rollups current after the load stopped: 5 min / all levels (hour every 5 s, day every 15 s) | ${drained.rollup5mLagMs} ms / ${drained.rollupLagMs} ms |`,
    `| rows stored / 5-min rollup sample count of \`energy\` | ${rows.toLocaleString('en')} / ${(drained.energySamplesInRollups as number).toLocaleString('en')} |`,
    ...(alarmRules > 0
      ? [
          `| alarm rules on every device / alarm events raised / engine caught up after the load | ${alarmRules} / ${drained.alarmEvents} / ${drained.alarmLagMs} ms |`,
          `| sample committed → alarm event written p50 / p99 / max (${alarmLatencies.length} raised while measured and drained) | ${quantile(alarmLatencies, 0.5).toFixed(1)} ms / ${quantile(alarmLatencies, 0.99).toFixed(1)} ms / ${quantile(alarmLatencies, 1).toFixed(1)} ms |`,
        ]
      : []),
    `| telemetry bytes per row (table + index) | ${rows > 0 ? Math.round((drained.telemetryBytes as number) / rows) : 0} |`,
    '',
    `Measured ${elapsed.toFixed(1)} s after ${warmup} s warm-up on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}.`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
