import { IngestService } from '../../ingest/ingest.service';
import { createTestApp, type TestApp } from '../test-app';
import {
  bind,
  createDevices,
  createStation,
  type Merchant,
  signedInMerchant,
} from '../stations/station-test-helpers';
import { expect } from 'vitest';

/*
 * A merchant with meters in stations of given UTC offsets, fed through the real ingest service:
 * a cumulative import counter (with a reset and a gap) and a grid power gauge every 15 minutes.
 */

export const H = 3_600_000;
export type Sample = [ts: number, value: number];

export interface MeterSite {
  stationId: string;
  name: string;
  tz: number;
  meterId: string;
  counter: Sample[];
  gauge: Sample[];
}

export interface StatisticsFixture {
  t: TestApp;
  m: Merchant;
  ingest: IngestService;
  close(): Promise<void>;
}

export async function statisticsFixture(): Promise<StatisticsFixture> {
  const t = await createTestApp({ config: { testHooks: true } });
  const m = await signedInMerchant(t.app, t.database.db);
  const ingest = new IngestService(t.database, { rollupIntervalMs: H, sweepIntervalMs: H }).start();
  return {
    t,
    m,
    ingest,
    close: async () => {
      await ingest.close();
      await t.close();
    },
  };
}

/** The local midnight (UTC ms) `daysAgo` days before today's, at a whole-hour offset. */
export function localMidnight(tz: number, daysAgo: number): number {
  const local = Date.now() + tz * H;
  return Math.floor(local / (24 * H)) * 24 * H - daysAgo * 24 * H - tz * H;
}

/** The local date (YYYY-MM-DD) of an instant at a whole-hour offset. */
export function localDate(tz: number, at: number): string {
  return new Date(at + tz * H).toISOString().slice(0, 10);
}

/**
 * A station with one grid meter; 3 local days of 15-minute samples starting 4 days ago, one on
 * every local midnight, the counter reset on day 2 at 10:00 and no samples from 13:00 to 19:00.
 */
export async function meterSite(
  fx: StatisticsFixture,
  tz: number,
  seed: number,
  station_extra: Record<string, unknown> = {},
): Promise<MeterSite> {
  const station = await createStation(fx.m.call, { tz_offset_hours: tz, ...station_extra });
  const [meterId] = await createDevices(fx.m.call, 'GRID_METER', 1);
  const res = await bind(fx.m, station.id, [meterId!]);
  expect(res.statusCode, res.body).toBe(200);
  const start = localMidnight(tz, 4);
  const counter: Sample[] = [];
  const gauge: Sample[] = [];
  let reading = 1000 * seed;
  for (let i = 0; i <= 3 * 96; i++) {
    const ts = start + i * 15 * 60_000;
    const localHour = ((ts - start) / H) % 24;
    const day = Math.floor((ts - start) / (24 * H));
    if (day === 1 && localHour >= 13 && localHour < 19) continue;
    reading = day === 1 && localHour === 10 ? 3 : reading + ((i * 7 + seed) % 5) * 0.25;
    counter.push([ts, reading]);
    gauge.push([ts, Math.round(Math.sin(i / 7 + seed) * 5000) / 100]);
  }
  for (let i = 0; i < counter.length; i += 48) {
    const samples = counter.slice(i, i + 48).map(([ts, v], j) => ({
      ts,
      values: { import_kwh: v, grid_power: gauge[i + j]![1] },
    }));
    await fx.ingest.uplink(meterId!, 'telemetry', Buffer.from(JSON.stringify({ samples })), Date.now());
  }
  await fx.ingest.drain();
  return { stationId: station.id, name: station.name, tz, meterId: meterId!, counter, gauge };
}

/** The methods as docs/statistics.md defines them, over raw samples, written out independently. */
export function expected(
  method: string,
  samples: readonly Sample[],
  start: number,
  end: number,
  cumulative: boolean,
): number | null {
  const inside = samples.filter(([t]) => t >= start && t < end).map(([, v]) => v);
  if (method === 'last') {
    const upTo = samples.filter(([t]) => t <= end);
    return upTo.length === 0 ? null : upTo[upTo.length - 1]![1];
  }
  if (inside.length === 0) return null;
  if (method === 'sum') return inside.reduce((a, b) => a + b, 0);
  if (method === 'avg') return inside.reduce((a, b) => a + b, 0) / inside.length;
  if (method === 'max') return Math.max(...inside);
  if (method === 'min') return Math.min(...inside);
  if (!cumulative) return inside[inside.length - 1]! - inside[0]!;
  let total = 0;
  for (let i = 1; i < inside.length; i++) total += Math.max(0, inside[i]! - inside[i - 1]!);
  return total;
}

export const round = (x: number | null) => (x === null ? null : Math.round(x * 1e6) / 1e6);
