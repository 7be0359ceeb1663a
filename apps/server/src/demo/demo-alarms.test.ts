import {
  DEMO_ALARM_RULES,
  DEMO_FAULT_PLAN,
  DEMO_SITE_TEMPLATES,
  Fleet,
  PlatformApiProvisioner,
  startDemoFaults,
} from '@ies/simulator';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../test/ingest/test-fixtures';
import { testDatabaseKind } from '../test/test-database';
import { demoSession, useDemoBench } from '../test/demo/demo-test-bench';

// Issue 15 item 6: the demo's rules, provisioned by the simulator through the platform's API,
// raise real alarms when the simulator plays its demo faults (what `npm start` does).

let fleet: Fleet | undefined;
let faults: { stop(): void } | undefined;

const bench = useDemoBench({
  alarms: true,
  beforeClose: async () => {
    faults?.stop();
    await fleet?.close();
  },
});

describe(`demo alarms on ${testDatabaseKind()}`, () => {
  it('the demo faults raise alarms of the demo rules: low SOC, a hot cell, a device offline', async () => {
    const { database, ingest, broker, engine, base } = bench;
    const { merchant, token } = await demoSession(database);
    const api = <T>(path: string) =>
      fetch(`${base}/api${path}`, { headers: { authorization: `Bearer ${token}` } }).then(
        (r) => r.json() as Promise<T>,
      );
    // An older demo's rule, named in both languages at once and without texts per language.
    const {
      former,
      device: _,
      i18n: _texts,
      ...offline
    } = DEMO_ALARM_RULES.find((r) => r.name === '演示_设备离线')!;
    const older = await fetch(`${base}/api/alert-mgmt/tenants/${merchant.tenantId}/rules`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...offline, name: former![0] }),
    });
    expect(older.status).toBe(201);
    const templates = DEMO_SITE_TEMPLATES.filter((t) => t.id === 'demo-suzhou');
    const sites = await new PlatformApiProvisioner({ platformUrl: base, token: token }).provision(templates);
    const rules = await api<{
      list: Array<{
        id: string;
        name: string;
        trigger_filter: { type: string };
        i18n: Record<string, unknown>;
      }>;
    }>(`/alert-mgmt/tenants/${merchant.tenantId}/rules?page_size=50`);
    // The older rule is kept (no twin) and now has its name per language.
    expect(rules.list).toHaveLength(5);
    expect(rules.list.find((r) => r.name === former![0])?.i18n).toEqual({
      name: { zh: '演示_设备离线', en: 'Demo-device-offline' },
    });
    // The rules are set with the first demo station. Battery rules watch the BMS only (the EMS reports a SOC too: one cause, one alarm).
    expect(rules.list.find((r) => r.name === '演示_SOC过低')?.trigger_filter.type).toBe('device_type');

    fleet = new Fleet({
      brokerUrl: broker.url!,
      sites,
      seed: 'demo-alarms',
      intervalS: 5,
      backfillIntervalS: 30,
      cellIntervalS: 3600,
      startTime: Date.now() - 2 * 3_600_000,
    });
    await fleet.connect();
    const running = fleet;
    // The demo's plan at once (npm start plays it a minute or two after going live).
    faults = startDemoFaults(
      {
        sites: () => running.runners.map((r) => r.spec.devices.map((d) => ({ id: d.id, kind: d.kind }))),
        injectFault: (id, fault, s) => running.injectFault(id, fault, s),
      },
      () => {},
      DEMO_FAULT_PLAN.map((f) => ({ ...f, afterS: 0 })),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Two hours of site time in 30 s steps, up to now: the hot cell heats, the SOC is low.
    await fleet.runners[0]!.advanceTo(Date.now(), 30);
    await ingest.drain();
    await engine?.settled();

    const names = (list: Array<{ rule_name?: string; rule_id: string }>) =>
      new Set(list.map((e) => rules.list.find((r) => r.id === e.rule_id)?.name));
    const seen = await waitFor(async () => {
      const events = await api<{
        list: Array<{ rule_id: string; device_id: string; i18n: { message?: { zh?: string; en?: string } } }>;
      }>(
        `/out-wrapper/group/tenants/${merchant.tenantId}/user/${merchant.userId}/alert-event-data?page_size=100`,
      );
      const found = names(events.list);
      return ['演示_SOC过低', '演示_电芯过温', former![0]].every((n) => found.has(n)) && events.list;
    }, 20_000);
    const bms = sites[0]!.devices.find((d) => d.kind === 'bms')!.id;
    const byRule = (name: string) =>
      seen.filter((e) => e.rule_id === rules.list.find((r) => r.name === name)!.id);
    expect(byRule('演示_SOC过低').map((e) => e.device_id)).toEqual([bms]);
    expect(byRule('演示_电芯过温').map((e) => e.device_id)).toEqual([bms]);
    // Each reader reads the alarm in its language, the cell by its thing-model name (issue 34).
    const hot = byRule('演示_电芯过温')[0]!.i18n.message;
    expect(hot?.zh).toMatch(/最高单体温度 [\d.]+ °C，高于 55 °C。$/);
    expect(hot?.en).toMatch(/: Highest cell temperature [\d.]+ °C, above 55 °C\.$/);
  }, 180_000);
});
