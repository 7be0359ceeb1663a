import {
  DEMO_ALARM_RULES,
  DEMO_SITE_TEMPLATES,
  Fleet,
  PlatformApiProvisioner,
  type SiteRunner,
} from '@ies/simulator';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../test/ingest/test-fixtures';
import { dailyCounterIncreases } from '../telemetry/daily-energy';
import { demoSession, useDemoBench } from '../test/demo/demo-test-bench';

// Issue 6: the simulator provisions two stations through the platform's HTTP API, backfills 7
// days over MQTT, and the platform's daily energy (from its day rollups) equals the simulator's
// own meters read at each local midnight.

const DAY_MS = 86_400_000;
const STEP_S = 900;
const DAYS = 7;

let fleet: Fleet | undefined;

const bench = useDemoBench({ beforeClose: async () => fleet?.close() });

/**
 * The site's local midnights after its current time, `count + 1` of them. Strictly after: a site
 * that starts on a midnight sends its first sample a step later, and the platform cannot know
 * the meter's reading before its first sample.
 */
function localMidnights(runner: SiteRunner, tzOffsetMinutes: number, count: number): number[] {
  const shift = tzOffsetMinutes * 60_000;
  const first = (Math.floor((runner.site.time + shift) / DAY_MS) + 1) * DAY_MS - shift;
  return Array.from({ length: count + 1 }, (_, i) => first + i * DAY_MS);
}

describe('demo backfill', () => {
  it("gives daily energy figures equal to the simulator's own meters", async () => {
    const { database, ingest, broker, base } = bench;
    const { merchant, token } = await demoSession(database);
    // Two places on different clocks: Suzhou (UTC+8) and Manchester (UTC).
    const templates = DEMO_SITE_TEMPLATES.filter((t) => t.id === 'demo-suzhou' || t.id === 'demo-manchester');
    const sites = await new PlatformApiProvisioner({
      platformUrl: base,
      token: token,
    }).provision(templates);
    expect(sites.flatMap((site) => site.devices).every((device) => device.key)).toBe(true);
    // The stations were made through the station calls, their devices bound.
    const stations = await fetch(`${base}/api/stations?page_size=50`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json() as Promise<{ list: Array<{ name: string; device_count: number }> }>);
    expect(stations.list.map((station) => [station.name, station.device_count]).sort()).toEqual(
      // Each station also holds its DTU/LoRa gateways (demo-suzhou has one).
      templates
        .map((t) => [t.name.replace(/ /g, '-'), t.devices.length + (t.lora_gateway_count ?? 0)])
        .sort(),
    );
    // Each demo station has a five-band tariff in its currency and a strategy (issue 14 item 8).
    const api = <T>(path: string) =>
      fetch(`${base}/api${path}`, {
        headers: { authorization: `Bearer ${token}` },
      }).then((r) => r.json() as Promise<T>);
    const stationIds = new Map<string, string>();
    const strategyIds = new Map<string, string>();
    for (const station of (
      await api<{ list: Array<{ id: string; name: string; currency: string }> }>('/stations?page_size=50')
    ).list) {
      const tariffs = await api<{ current: { template_id: string; template_name: string } | null }>(
        `/stations/${station.id}/tariffs`,
      );
      expect(tariffs.current?.template_name).toBe(`Demo_TOU_${station.currency}`);
      const strategy = await api<{ strategy: { id: string; name: string; ranges: unknown[] } | null }>(
        `/stations/${station.id}/strategy`,
      );
      expect(strategy.strategy?.name).toMatch(/^Demo_/);
      stationIds.set(station.name, station.id);
      strategyIds.set(station.id, strategy.strategy?.id ?? '');
    }
    // The demo's alarm rules: a device offline, a battery under its working window (issue 15).
    const rules = await api<{ list: Array<{ name: string; status: string }> }>(
      `/alert-mgmt/tenants/${merchant.tenantId}/rules?page_size=50`,
    );
    expect(rules.list.map((r) => [r.name, r.status]).sort()).toEqual(
      DEMO_ALARM_RULES.map((r) => [r.name, 'enabled']).sort(),
    );
    // The demo's orders in different states, and a monthly inspection plan (issue 16).
    const work = await api<{ counts: Record<string, number>; list: Array<{ name: string }> }>('/work-orders');
    expect(work.list.every((o) => o.name.startsWith('演示_'))).toBe(true);
    expect(work.counts).toMatchObject({ pending: 1, in_process: 1, completed: 1 });
    const repairs = await api<{
      counts: Record<string, number>;
      list: Array<{ i18n: { description?: { en?: string } } }>;
    }>('/repair-orders');
    expect(repairs.counts).toMatchObject({ to_review: 1, in_service: 1 });
    expect(repairs.list.every((o) => o.i18n.description?.en?.startsWith('Demo: '))).toBe(true);
    const plans = await api<{ list: Array<{ name: string; unit: string; i18n: unknown }> }>(
      '/work-order-plans',
    );
    expect(plans.list.map((p) => [p.name, p.unit])).toEqual([['演示_月度巡检计划', 'month']]);
    // Demo content in both languages (issue 34 item 5): each reader sees its own.
    expect(plans.list[0]?.i18n).toEqual({
      name: { zh: '演示_月度巡检计划', en: 'Demo: monthly inspection plan' },
      template_name: { zh: '演示_月度巡检', en: 'Demo: monthly inspection' },
    });
    const named = await api<{ list: Array<{ i18n: { name?: { en?: string } } }> }>('/work-orders');
    expect(named.list.every((o) => o.i18n.name?.en?.startsWith('Demo: '))).toBe(true);

    fleet = new Fleet({
      brokerUrl: broker.url!,
      sites,
      seed: 'daily-figures',
      intervalS: 5,
      backfillIntervalS: STEP_S,
      cellIntervalS: 3600,
      // Up to a day passes before the first local midnight; the last one stays in the past.
      startTime: Date.now() - (DAYS + 2) * DAY_MS,
    });
    await fleet.connect();
    // Each simulated site runs its station's strategy from the first step, and the platform's
    // push of it (failed while the devices were offline) is applied once they connect (issue 14 item 6).
    for (const runner of fleet.runners) {
      const template = DEMO_SITE_TEMPLATES.find((t) => t.id === runner.spec.id)!;
      const stationId = stationIds.get(template.name.replace(/ /g, '-'))!;
      expect(runner.site.pcs.strategy.id).toBe(strategyIds.get(stationId));
      await waitFor(async () => {
        const s = await api<{ state: string | null }>(`/stations/${stationId}/strategy`);
        return s.state === 'applied';
      }, 20_000);
    }

    const expected = new Map<string, Array<{ day: number; meters: Record<string, number> }>>();
    for (const runner of fleet.runners) {
      const spec = runner.spec;
      const midnights = localMidnights(runner, spec.tz_offset_minutes, DAYS);
      await runner.advanceTo(midnights[0]!, STEP_S);
      let previous = { ...runner.site.meterReadings() };
      const days: Array<{ day: number; meters: Record<string, number> }> = [];
      for (const midnight of midnights.slice(1)) {
        await runner.advanceTo(midnight, STEP_S);
        const now = runner.site.meterReadings();
        days.push({
          day: midnight - DAY_MS,
          meters: {
            import_kwh: now.gridImportKWh - previous.gridImportKWh,
            export_kwh: now.gridExportKWh - previous.gridExportKWh,
            charge_kwh: now.chargeKWh - previous.chargeKWh,
            discharge_kwh: now.dischargeKWh - previous.dischargeKWh,
            load_kwh: now.loadKWh - previous.loadKWh,
            generation_kwh: now.pvKWh - previous.pvKWh,
          },
        });
        previous = { ...now };
      }
      expected.set(spec.id, days);
    }
    await ingest.drain();

    for (const site of sites) {
      const device = (kind: string) => site.devices.find((d) => d.kind === kind)!.id;
      const pointDevices: Record<string, string[]> = {
        import_kwh: [device('grid_meter')],
        export_kwh: [device('grid_meter')],
        charge_kwh: [device('pcs')],
        discharge_kwh: [device('pcs')],
        load_kwh: [device('load_meter')],
        generation_kwh: site.devices.filter((d) => d.kind === 'pv_inverter').map((d) => d.id),
      };
      for (const [point, deviceIds] of Object.entries(pointDevices)) {
        const perDevice = await Promise.all(
          deviceIds.map((id) => dailyCounterIncreases(database.db, id, point)),
        );
        for (const { day, meters } of expected.get(site.id)!) {
          const platform = perDevice.reduce((sum, days) => sum + (days.get(day) ?? Number.NaN), 0);
          // Values travel rounded to 0.001 kWh: a few thousandths per device at most.
          expect(
            Math.abs(platform - meters[point]!),
            `${site.id} ${point} ${new Date(day).toISOString()}`,
          ).toBeLessThan(0.005 * deviceIds.length);
        }
      }
      // The stored revenue of each day is priced by the demo tariff and saw the same load.
      const template = DEMO_SITE_TEMPLATES.find((t) => t.id === site.id)!;
      const stationId = stationIds.get(template.name.replace(/ /g, '-'))!;
      for (const { day, meters } of expected.get(site.id)!) {
        const date = new Date(day + template.tz_offset_minutes * 60_000).toISOString().slice(0, 10);
        const revenue = await api<{
          template_id: string | null;
          total: number;
          bands: Record<string, { load_kwh: number; price: number }>;
        }>(`/stations/${stationId}/revenue?date=${date}`);
        expect(revenue.template_id, date).not.toBeNull();
        const load = Object.values(revenue.bands).reduce((sum, band) => sum + band.load_kwh, 0);
        expect(Math.abs(load - meters.load_kwh!), `${site.id} ${date} load`).toBeLessThan(0.01);
        expect(revenue.bands.sharp!.price).toBeGreaterThan(revenue.bands.deep_valley!.price);
      }
      // The figures are not trivially zero: the sun shone and the load drew power every day.
      for (const { meters } of expected.get(site.id)!) {
        expect(meters.generation_kwh).toBeGreaterThan(1);
        expect(meters.load_kwh).toBeGreaterThan(1);
      }
    }
  }, 180_000);
});
