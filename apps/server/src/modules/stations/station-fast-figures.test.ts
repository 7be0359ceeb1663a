import type { FlowEnergy } from '@ies/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestService } from '../../ingest/ingest.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import {
  addEnergy,
  COUNTER_POINTS,
  emptyEnergy,
  energyOf,
  localDayStart,
  POWER_POINTS,
  powerCurve,
} from './station-figures';
import { StationFiguresRepository } from './station-figures.repository';
import { StationsRepository } from './stations.repository';
import {
  bind,
  createDevices,
  createStation,
  type Merchant,
  signedInMerchant,
} from '../../test/stations/station-test-helpers';

/*
 * The station figures keep folds of closed rollup buckets (station-energy-cache.ts). Here the
 * figures they answer are compared with the slow computation: every rollup bucket of the devices
 * read again and folded by `energyOf` — warm, after new samples, after late samples before the
 * cut, and after a recalculation that repairs damaged buckets the cache had already folded. The
 * overview's power curve keeps its closed 5-minute part (station-curve-cache.ts) and is compared
 * with `powerCurve` over all of today's 5-minute buckets.
 */

let t: TestApp;
let m: Merchant;
let ingest: IngestService;
let figures: StationFiguresRepository;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Site {
  id: string;
  tz: number;
  pcs: string;
  meter: string;
}
const sites: Site[] = [];
const counters = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp({ config: { testHooks: true } });
  m = await signedInMerchant(t.app, t.database.db);
  ingest = new IngestService(t.database, { rollupIntervalMs: HOUR, sweepIntervalMs: HOUR }).start();
  figures = new StationFiguresRepository(t.database.db);
  for (const tz of [8, -5]) {
    const station = await createStation(m.call, { tz_offset_hours: tz });
    const [pcs] = await createDevices(m.call, 'ES_PCS', 1);
    const [meter] = await createDevices(m.call, 'GRID_METER', 1);
    expect((await bind(m, station.id, [pcs!, meter!])).statusCode).toBe(200);
    sites.push({ id: station.id, tz, pcs: pcs!, meter: meter! });
  }
  // Four days of hourly readings ending a minute ago: buckets on both sides of both cuts.
  const now = Date.now();
  for (let i = 96; i >= 0; i--) await sendAll(now - 60_000 - i * HOUR, i);
  await ingest.drain();
});
afterAll(async () => {
  await ingest?.close();
  await t?.close();
});

async function send(deviceId: string, ts: number, values: Record<string, unknown>) {
  const body = Buffer.from(JSON.stringify({ samples: [{ ts, values }] }));
  await ingest.uplink(deviceId, 'telemetry', body, Date.now());
}

/** One reading of every device; counters grow by a step that varies with `i`. */
async function sendAll(ts: number, i: number) {
  for (const site of sites) {
    const step = (key: string, by: number) => {
      const next = (counters.get(key) ?? 100) + by;
      counters.set(key, next);
      return next;
    };
    await send(site.pcs, ts, {
      active_power: 10,
      state: 'run',
      charge_kwh: step(`${site.pcs}c`, (i % 3) * 1.5),
      discharge_kwh: step(`${site.pcs}d`, ((i + 1) % 4) * 1.25),
    });
    await send(site.meter, ts, {
      grid_power: 5,
      import_kwh: step(`${site.meter}i`, 0.5 + (i % 2)),
      export_kwh: step(`${site.meter}e`, 0.25),
    });
  }
}

/** The slow way: every bucket of the devices, folded by `energyOf`. */
async function slowEnergy(site: Site) {
  const now = Date.now();
  const ids = [site.pcs, site.meter];
  const dayStart = localDayStart(now, site.tz);
  const hours = await figures.rollups('1h', ids, dayStart - 7 * DAY, now + HOUR, COUNTER_POINTS);
  const days = await figures.rollups('1d', ids, 0, now + DAY, COUNTER_POINTS);
  const devices = await new StationsRepository(t.database.db).boundDeviceStates([site.id]);
  const fives = await figures.rollups('5m', ids, dayStart, now + HOUR, POWER_POINTS);
  const first = days.length > 0 ? Math.min(...days.map((d) => d.bucket)) : null;
  return {
    today: energyOf(hours, dayStart),
    total: energyOf(days, 0),
    curve: powerCurve(devices, fives),
    historySince: first === null ? null : new Date(first).toISOString(),
  };
}

function expectEnergyClose(actual: FlowEnergy, expected: FlowEnergy) {
  for (const key of Object.keys(expected) as Array<keyof FlowEnergy>)
    expect(actual[key], key).toBeCloseTo(expected[key], 3);
}

/** Overview of every station and the home page against the slow computation; returns the overviews. */
async function expectSameAsSlow() {
  let today = emptyEnergy();
  let total = emptyEnergy();
  const overviews: Array<{
    today: FlowEnergy;
    total: FlowEnergy;
    curve: Array<Record<string, unknown>>;
    history_since: string | null;
  }> = [];
  for (const site of sites) {
    const slow = await slowEnergy(site);
    const res = await m.call('GET', `/api/stations/${site.id}/overview`);
    expect(res.statusCode, res.body).toBe(200);
    expectEnergyClose(res.json().today, slow.today);
    expectEnergyClose(res.json().total, slow.total);
    expect(res.json().curve).toEqual(slow.curve);
    expect(res.json().history_since).toBe(slow.historySince);
    overviews.push(res.json());
    today = addEnergy(today, slow.today);
    total = addEnergy(total, slow.total);
  }
  const home = (await m.call('GET', '/api/home/summary')).json();
  expectEnergyClose(home.today, today);
  expectEnergyClose(home.total, total);
  const list = (await m.call('GET', '/api/stations?page_size=10')).json();
  expect(list.list.map((s: { id: string }) => s.id).sort()).toEqual(sites.map((s) => s.id).sort());
  return overviews;
}

describe(`fast station figures on ${testDatabaseKind()}`, () => {
  it('equal the slow computation from all rollups when warm and right after new samples', async () => {
    const first = await expectSameAsSlow();
    expect(first[0]!.total.discharge_kwh).toBeGreaterThan(0);
    // Kept folds are used now; a new reading lands in the buckets after the cut.
    await sendAll(Date.now() - 1_000, 1);
    await ingest.drain();
    const after = await expectSameAsSlow();
    expect(after[0]!.total.discharge_kwh).toBeGreaterThan(first[0]!.total.discharge_kwh);
  });

  it('follow late samples written before the cut', async () => {
    const before = await expectSameAsSlow();
    // A meter reset three days ago: the step after it counts, the day rollup before the cut changes.
    const site = sites[0]!;
    await send(site.pcs, Date.now() - 3 * DAY - 30 * 60_000, { discharge_kwh: 0, charge_kwh: 0 });
    await ingest.drain();
    const after = await expectSameAsSlow();
    expect(after[0]!.total.discharge_kwh).not.toBeCloseTo(before[0]!.total.discharge_kwh, 3);
  });

  it('move the first day of history back when a sample older than it arrives', async () => {
    const [before] = await expectSameAsSlow();
    const site = sites[0]!;
    await send(site.meter, Date.parse(before!.history_since!) - 2 * DAY, { import_kwh: 1 });
    await ingest.drain();
    const [after] = await expectSameAsSlow();
    expect(Date.parse(after!.history_since!)).toBeLessThan(Date.parse(before!.history_since!));
  });

  it('follow a recalculation that repairs buckets the figures had already used', async () => {
    const site = sites[1]!;
    const days = await figures.rollups('1d', [site.pcs], 0, Date.now() - 3 * DAY, COUNTER_POINTS);
    await figures.overwriteStats('1d', site.pcs, days[0]!.bucket, {
      discharge_kwh: [1, 123456, 0, 0, 0, 0, 0, 0, 99999],
    });
    // The damaged figure is what the slow way reads too, and it is now kept.
    const damaged = await expectSameAsSlow();
    expect(damaged[1]!.total.discharge_kwh).toBeGreaterThan(99999);

    const base = `/api/out-wrapper/group/tenants/${m.tenant.id}/group/${site.id}/recalculation`;
    const started = await m.call('POST', base, {
      begin_time: new Date(Date.now() - 6 * DAY).toISOString(),
      end_time: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(started.statusCode, started.body).toBe(202);
    let task = started.json();
    for (let i = 0; i < 300 && task.status !== 'done' && task.status !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      task = (await m.call('GET', base)).json().list.find((x: { id: string }) => x.id === task.id);
    }
    expect(task).toMatchObject({ status: 'done' });
    const repaired = await expectSameAsSlow();
    expect(repaired[1]!.total.discharge_kwh).toBeLessThan(99999);
  });

  it("keep the power curve's closed part true to late samples of today and to a new reporter", async () => {
    const site = sites[0]!;
    const before = await expectSameAsSlow();
    const dayStart = localDayStart(Date.now(), site.tz);
    // A buffered reading of today, hours before the cut: a closed bucket changes.
    const lateAt = Math.max(dayStart, Date.now() - 3 * HOUR) + 60_000;
    await send(site.pcs, lateAt, { active_power: 500 });
    await ingest.drain();
    const late = await expectSameAsSlow();
    expect(late[0]!.curve).not.toEqual(before[0]!.curve);
    // The PCS now reports PV power as well: the day's PV sources change, closed buckets included.
    await send(site.pcs, Date.now() - 500, { active_power: 12, photovoltaic_power: 7 });
    await ingest.drain();
    await expectSameAsSlow();
  });
});
