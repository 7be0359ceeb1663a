import os from 'node:os';
import { generatedDevices, LoadFleet } from '@ies/simulator';
import { cpuTicks, startBenchServer } from '../support/bench-server';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

const db = arg('db', 'pglite') as 'pglite' | 'postgres';
const steps = arg('devices', '1000,5000,10000').split(',').map(Number);
const seconds = Number(arg('seconds', '60'));
const intervalS = Number(arg('interval', '5'));
const postgresUrl = arg('url', process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const KEY = 'bench-fleet-key';

async function runStep(devices: number) {
  const { ask, ready } = await startBenchServer({
    db,
    devices,
    points: 2,
    postgresUrl,
    pointSet: 'load_meter',
    sharedKey: KEY,
  });
  const loadAvg = os.loadavg()[0]!.toFixed(1);

  const fleet = new LoadFleet({
    brokerUrl: ready.url as string,
    devices: generatedDevices('bench-', devices, KEY).map((d, i) => ({ ...d, id: `bench-${i}` })),
    intervalS,
    seed: 'fleet-bench',
    connectConcurrency: 200,
  });
  const connectStart = Date.now();
  await fleet.connect();
  const connectS = (Date.now() - connectStart) / 1000;
  fleet.start();
  // One interval to settle, then the measured window.
  await new Promise((resolve) => setTimeout(resolve, intervalS * 1000));
  fleet.stats();
  const before = fleet.stats();
  await ask('measure-start');
  const machineStart = cpuTicks();
  let peakRss = 0;
  const sampler = setInterval(async () => {
    const usage = await ask('usage');
    peakRss = Math.max(peakRss, usage.rssBytes as number);
  }, 5000);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  clearInterval(sampler);
  const stopped = await ask('measure-stop');
  const machineEnd = cpuTicks();
  const after = fleet.stats();
  const acked = after.acknowledged - before.acknowledged;
  const expected = (devices / intervalS) * seconds;
  const result = {
    db,
    devices,
    intervalS,
    connectS: Number(connectS.toFixed(1)),
    connected: after.connected,
    expectedSamplesPerS: Math.round(devices / intervalS),
    ackedSamplesPerS: Math.round(acked / seconds),
    keptUpPct: Number(((100 * acked) / expected).toFixed(1)),
    latencyP50Ms: after.latencyP50Ms,
    latencyP99Ms: after.latencyP99Ms,
    maxLagMs: after.maxLagMs,
    failed: after.failed,
    serverCpuPct: Number(((100 * (stopped.cpuMs as number)) / (seconds * 1000)).toFixed(0)),
    serverPeakRssMiB: Math.round(peakRss / 1024 / 1024),
    machineBusyPct: Number(
      (
        100 *
        (1 - (machineEnd.idle - machineStart.idle) / Math.max(1, machineEnd.total - machineStart.total))
      ).toFixed(0),
    ),
    loadAvgBefore: loadAvg,
  };
  console.log(JSON.stringify(result));
  await fleet.close();
  await ask('stop');
  return result;
}

for (const devices of steps) await runStep(devices);
process.exit(0);
