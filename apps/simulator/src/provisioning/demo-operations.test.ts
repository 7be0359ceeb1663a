import { strategyFromPeriods } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { Site } from '../site/site';
import { buildSiteConfig, type SiteSpec } from '../site/site-config';
import { DEMO_SITE_TEMPLATES } from './demo-sites';
import { demoStrategyOf, demoStrategyRanges, demoTariffConfig, refreshDemoTexts } from './demo-operations';
import type { PlatformApi } from './platform-api';

// Issue 34 item 7: every demo station's battery works every day under its strategy, over the
// backfilled month as the demo sends it and over a live day at the demo's live step.

/** Each whole local day must charge and discharge at least this share of the usable capacity. */
const DAILY_FLOOR_SHARE = 0.15;
const SEED = 'ies'; // the demo's (npm start passes no --seed)
// The demo's steps (apps/server/src/demo/start-demo.ts): 30 days at 15 min, live 10 s.
const OLDER_DAYS = 0;
const OLDER_STEP_S = 900;
const RECENT_DAYS = 30;
const RECENT_STEP_S = 900;
const LIVE_STEP_S = 10;

async function demoSpec(index: number): Promise<SiteSpec> {
  const template = DEMO_SITE_TEMPLATES[index]!;
  const tariff = demoTariffConfig(template.currency);
  // What the platform's /strategies/generate answers: the same function, from contracts.
  const ranges = await demoStrategyRanges(index, template, async (input) => ({
    ranges: strategyFromPeriods(tariff.periods, tariff, { ...input, soc_min: 10, soc_max: 90 }),
  }));
  const { name: _name, currency: _currency, ...site } = template;
  return {
    ...site,
    devices: template.devices.map((d, i) => ({ ...d, id: `${template.id}-${i}` })),
    strategy: { ranges },
  };
}

interface Day {
  date: string;
  chargeKWh: number;
  dischargeKWh: number;
}

/** Runs whole local days from the local midnight before `fromMs` and answers each day's energy. */
function runDays(
  spec: SiteSpec,
  fromMs: number,
  days: number,
  stepS: number,
  site?: Site,
): { days: Day[]; site: Site } {
  const tz = spec.tz_offset_minutes * 60_000;
  const start = Math.floor((fromMs + tz) / 86_400_000) * 86_400_000 - tz;
  const sim = site ?? new Site(buildSiteConfig(spec), SEED, start);
  const out: Day[] = [];
  for (let d = 0; d < days; d++) {
    const before = sim.meterReadings();
    const end = sim.time + 86_400_000;
    while (sim.time < end) sim.step(stepS);
    const after = sim.meterReadings();
    out.push({
      date: new Date(end - 1 + tz).toISOString().slice(0, 10),
      chargeKWh: after.chargeKWh - before.chargeKWh,
      dischargeKWh: after.dischargeKWh - before.dischargeKWh,
    });
  }
  return { days: out, site: sim };
}

function floorOf(index: number): number {
  const capacity = DEMO_SITE_TEMPLATES[index]!.battery!.capacity_kwh!;
  return capacity * 0.8 * DAILY_FLOOR_SHARE; // the window is 10–90 %
}

/** The days (with their figures) on which the battery charged or discharged less than the floor. */
function idleDays(days: Day[], floor: number): string[] {
  return days
    .filter((d) => d.chargeKWh < floor || d.dischargeKWh < floor)
    .map((d) => `${d.date} charge ${d.chargeKWh.toFixed(0)} discharge ${d.dischargeKWh.toFixed(0)}`);
}

// A winter month (the issue's: no PV surplus at the factories) and a summer one.
const WINDOWS = [Date.UTC(2026, 9, 29), Date.UTC(2026, 5, 1)];

describe('demo strategies work the battery every day', () => {
  for (const [index, template] of DEMO_SITE_TEMPLATES.entries()) {
    const { kind } = demoStrategyOf(index, template);
    it(`${template.id} (${kind}): 30 backfilled days at 15 min, then a live day at 10 s`, {
      timeout: 120_000,
    }, async () => {
      const spec = await demoSpec(index);
      const floor = floorOf(index);
      for (const from of WINDOWS) {
        const older = runDays(spec, from, OLDER_DAYS, OLDER_STEP_S);
        const recent = runDays(spec, 0, RECENT_DAYS, RECENT_STEP_S, older.site);
        expect(idleDays([...older.days, ...recent.days], floor)).toEqual([]);
        // The live day continues the same site (its SOC as the backfill left it).
        const live = runDays(spec, 0, 1, LIVE_STEP_S, older.site);
        expect(idleDays(live.days, floor)).toEqual([]);
      }
    });
  }

  it('the anti-reflux stations keep their kind: anti-reflux after a night of valley charging', async () => {
    for (const [index, template] of DEMO_SITE_TEMPLATES.entries()) {
      if (demoStrategyOf(index, template).kind !== 'anti_reflux') continue;
      const { strategy } = await demoSpec(index);
      const ranges = (strategy as { ranges: Array<{ mode: string; start: string; end: string }> }).ranges;
      expect(ranges.map((r) => [r.mode, r.start, r.end])).toEqual([
        ['peak_shaving', '00:00', '06:00'],
        ['anti_reflux', '06:00', '23:59'],
      ]);
    }
  });
});

/** The platform's price templates and strategies of one tenant, as its API answers and updates them. */
function fakePlatform(records: Array<Record<string, unknown> & { id: string; kind: string; name: string }>) {
  const puts: string[] = [];
  const listOf = (kind: string) => ({ list: records.filter((r) => r.kind === kind) });
  const api = {
    async get(path: string) {
      if (path === '/tenant/users/self') return { tenant_id: 't1' };
      if (path.startsWith('/strategies?')) return listOf('strategy');
      const name = new URL(path, 'http://x').searchParams.get('name');
      return { list: listOf('price').list.filter((r) => r.name === name) };
    },
    async put(path: string, body: Record<string, unknown>) {
      puts.push(path);
      const record = records.find((r) => path.endsWith(`/${r.id}`))!;
      Object.assign(record, body);
      return record;
    },
  } as unknown as PlatformApi;
  return { api, puts };
}

describe("an older demo's texts", () => {
  it("are brought up to both languages once, on the demo's own records only", async () => {
    const suzhou = DEMO_SITE_TEMPLATES[0]!;
    const shenzhen = DEMO_SITE_TEMPLATES[1]!;
    const records = [
      // As the demo wrote them before texts per language.
      {
        kind: 'price',
        id: 'p1',
        name: 'Demo_TOU_CNY',
        remark: 'Demo five-band time-of-use tariff',
        i18n: {},
        config: { x: 1 },
      },
      {
        kind: 'strategy',
        id: 's1',
        name: demoStrategyOf(0, suzhou).name,
        remark: '演示：峰谷套利 · Demo: time-of-use arbitrage',
        i18n: {},
        ranges: [{ mode: 'time_of_use' }],
      },
      // Its remark edited by the user.
      {
        kind: 'strategy',
        id: 's2',
        name: demoStrategyOf(1, shenzhen).name,
        remark: 'Ours now',
        i18n: {},
        ranges: [],
      },
      // A user's own, and a demo one the user renamed.
      { kind: 'strategy', id: 's3', name: 'Our_plan', remark: '', i18n: {}, ranges: [] },
      { kind: 'strategy', id: 's4', name: 'Renamed_demo', remark: 'Demo anti reflux', i18n: {}, ranges: [] },
    ];
    const { api, puts } = fakePlatform(records);
    expect(await refreshDemoTexts(api)).toBe(3);
    expect(puts).toEqual([
      '/out-group-mgmt/tenant/t1/group-price-template/p1',
      '/strategies/s1',
      '/strategies/s2',
    ]);
    expect(records[0]).toMatchObject({
      name: 'Demo_TOU_CNY',
      remark: '演示：五段分时电价',
      config: { x: 1 },
      i18n: {
        name: { zh: '演示_五段分时电价_CNY', en: 'Demo-five-band-tariff-CNY' },
        remark: { zh: '演示：五段分时电价', en: 'Demo: five-band time-of-use tariff' },
      },
    });
    expect(records[1]).toMatchObject({
      remark: '演示：峰谷套利',
      ranges: [{ mode: 'time_of_use' }],
      i18n: demoStrategyOf(0, suzhou).i18n,
    });
    // The user's remark stays, and gets no demo remark beside it.
    expect(records[2]).toMatchObject({
      remark: 'Ours now',
      i18n: { name: demoStrategyOf(1, shenzhen).i18n.name },
    });
    expect(records[2]!.i18n).not.toHaveProperty('remark');
    expect(records[3]!.i18n).toEqual({});
    expect(records[4]!.i18n).toEqual({});
    // A later restart finds them done.
    expect(await refreshDemoTexts(api)).toBe(0);
  });
});
