import type { TelemetrySamplePayload } from '@ies/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBroker, type TestBroker } from '../protocol/test-broker';
import { exampleSiteSpec } from '../site/fixtures';
import { checkValues } from '../site/points';
import { catchUpClock, type Clock, Fleet } from './fleet';
import { generatedDevices, LoadFleet } from './load-fleet';

const sites = [
  exampleSiteSpec({ id: 'fa' }),
  exampleSiteSpec({ id: 'fb', latitude: -33.87, longitude: 151.21, tz_offset_minutes: 600 }),
];
const lightDevices = generatedDevices('light-', 40, 'bench-key-1');
const keys = new Map([
  ...sites.flatMap((site) => site.devices.map((device) => [device.id, device.key!] as const)),
  ...lightDevices.map((device) => [device.id, device.key] as const),
]);

let broker: TestBroker;
beforeAll(async () => {
  broker = await startTestBroker(keys);
});
afterAll(async () => {
  await broker.close();
});

function samplesOf(deviceId: string): TelemetrySamplePayload[] {
  return broker.messages
    .filter((m) => m.topic === `ies/v1/${deviceId}/telemetry`)
    .flatMap((m) => {
      const body = JSON.parse(m.payload) as { samples?: TelemetrySamplePayload[] } & TelemetrySamplePayload;
      return body.samples ?? [body];
    });
}

async function untilSamples(deviceId: string, count: number): Promise<TelemetrySamplePayload[]> {
  await broker.waitFor(() => samplesOf(deviceId).length >= count);
  return samplesOf(deviceId);
}

describe('fleet', { timeout: 20_000 }, () => {
  it('backfills a day for two sites, goes live, and continues after a restart without a gap', async () => {
    let now = Date.now();
    const clock: Clock = { now: () => now };
    const options = {
      brokerUrl: broker.url,
      sites,
      seed: 'fleet',
      intervalS: 60,
      backfillIntervalS: 900,
      cellIntervalS: 3600,
      startTime: now - 86_400_000,
      clock,
      log: () => undefined,
    };
    const fleet = new Fleet(options);
    expect(fleet.deviceCount).toBe(18);
    await fleet.connect();
    const made = await fleet.backfill();
    expect(made).toBeGreaterThanOrEqual(18 * 95);
    const gridId = sites[0]!.devices.find((d) => d.kind === 'grid_meter')!.id;
    const backfilled = await untilSamples(gridId, 95);
    const lastBackfilled = backfilled.at(-1)!;
    expect(lastBackfilled.ts!).toBeLessThanOrEqual(now);
    expect(lastBackfilled.ts!).toBeGreaterThan(now - 900_000);

    now += 120_000;
    await fleet.tick();
    const live = await untilSamples(gridId, backfilled.length + 2);
    const firstLive = live[backfilled.length]!;
    expect(firstLive.ts! - lastBackfilled.ts!).toBe(60_000);
    expect(live.at(-1)!.ts).toBeLessThanOrEqual(now);

    const saved = JSON.parse(JSON.stringify(fleet.states()));
    const counted = live.length;
    await fleet.close();

    // Down for ten minutes, then started again from the saved state.
    now += 600_000;
    const restarted = new Fleet({ ...options, states: saved });
    await restarted.connect();
    await restarted.backfill();
    await restarted.tick();
    const after = await broker
      .waitFor(() => samplesOf(gridId).length >= counted + 10)
      .then(() => samplesOf(gridId));
    const resumed = after.slice(counted - 1);
    resumed.slice(1).forEach((sample, index) => {
      expect(sample.ts! - resumed[index]!.ts!).toBeGreaterThan(0);
      expect(sample.ts! - resumed[index]!.ts!).toBeLessThanOrEqual(900_000);
      expect(sample.seq).toBe(resumed[index]!.seq! + 1);
      expect(sample.values.import_kwh as number).toBeGreaterThanOrEqual(
        resumed[index]!.values.import_kwh as number,
      );
    });
    expect(resumed.at(-1)!.ts!).toBeGreaterThan(now - 60_000);
    expect(() => restarted.injectFault('nobody', 'offline', 1)).toThrow(/no simulated device/);
    await restarted.close();
  });

  it('backfills older days at the coarser step, the recent ones at the fine step, with progress per site', async () => {
    const now = Date.now();
    const lines: string[] = [];
    const site = exampleSiteSpec({ id: 'fa' });
    const fleet = new Fleet({
      brokerUrl: broker.url,
      sites: [site],
      seed: 'fleet-phases',
      intervalS: 60,
      backfillIntervalS: 900,
      backfillOlderIntervalS: 3600,
      backfillRecentDays: 1,
      backfillYield: 1,
      cellIntervalS: 3600,
      startTime: now - 3 * 86_400_000,
      clock: { now: () => now },
      log: (line) => lines.push(line),
    });
    const grid = site.devices.find((d) => d.kind === 'grid_meter')!.id;
    const before = samplesOf(grid).length;
    await fleet.connect();
    await fleet.backfill();
    const sent = samplesOf(grid).slice(before);
    const gaps = sent.slice(1).map((s, i) => (s.ts! - sent[i]!.ts!) / 1000);
    // Two days hourly, then the last day at 15 minutes.
    expect(gaps.filter((g) => g === 3600).length).toBeGreaterThanOrEqual(46);
    expect(gaps.filter((g) => g === 900).length).toBeGreaterThanOrEqual(94);
    // The fine step begins at the hour before the last day (the coarse steps end on whole hours).
    expect(sent.at(-1)!.ts! - sent.find((_, i) => gaps[i] === 900)!.ts!).toBeLessThanOrEqual(90_000_000);
    const progress = lines.filter((l) => l.startsWith('[fa] backfill'));
    expect(progress.at(-1)).toMatch(/^\[fa\] backfill 100 %: \d+ samples$/);
    expect(progress.length).toBeGreaterThanOrEqual(3);
    await fleet.close();
  });

  it('replays a window faster than real time, then runs in real time', () => {
    let wall = 1_000_000_000;
    const clock = catchUpClock(wall - 3600_000, 60, { now: () => wall });
    expect(clock.now()).toBe(wall - 3600_000);
    wall += 30_000;
    expect(clock.now()).toBe(wall - 30_000 - 3600_000 + 30_000 * 60);
    wall += 60_000;
    expect(clock.now()).toBe(wall);
  });

  it('runs thousands-style light devices in load mode, each on its own connection', async () => {
    const fleet = new LoadFleet({
      brokerUrl: broker.url,
      devices: lightDevices,
      intervalS: 0.5,
      seed: 'load',
      connectConcurrency: 10,
    });
    await fleet.connect();
    fleet.start();
    await broker.waitFor(() => lightDevices.every((device) => samplesOf(device.id).length >= 2), 10_000);
    const stats = fleet.stats();
    await fleet.close();
    expect(stats).toMatchObject({ devices: 40, connected: 40, connectFailures: 0, failed: 0 });
    expect(stats.published).toBeGreaterThanOrEqual(80);
    for (const device of lightDevices) {
      const samples = samplesOf(device.id);
      expect(broker.messages.find((m) => m.topic === `ies/v1/${device.id}/telemetry`)?.clientId).toBe(
        device.id,
      );
      for (const sample of samples) expect(checkValues('load_meter', sample.values)).toEqual([]);
      // On its schedule: whole intervals apart (one is skipped only while a PUBACK is still due).
      samples.slice(1).forEach((sample, index) => {
        const gap = sample.ts! - samples[index]!.ts!;
        expect(gap % 500).toBe(0);
        expect(gap).toBeGreaterThan(0);
      });
    }
  });
});
