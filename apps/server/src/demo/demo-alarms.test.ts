import {
  DEMO_FAULT_PLAN,
  DEMO_SITE_TEMPLATES,
  Fleet,
  PlatformApiProvisioner,
  startDemoFaults,
} from '@ies/simulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DeviceBroker } from '../broker/broker';
import { startEmbeddedBroker } from '../broker/embedded-broker';
import type { Database } from '../db/database';
import { deviceAccessOf } from '../ingest/device-access';
import { IngestService } from '../ingest/ingest.service';
import { waitFor } from '../ingest/test-fixtures';
import type { AlarmEngine } from '../modules/alarms/alarm-engine';
import { systemClock } from '../platform/clock';
import { SessionService } from '../platform/identity/session.service';
import { SessionsRepository } from '../platform/identity/sessions.repository';
import { testConfig } from '../test/test-app';
import { createTestDatabase, testDatabaseKind } from '../test/test-database';
import { ensureDemoMerchant } from './demo-merchant';

// Issue 15 item 6: the demo's rules, provisioned by the simulator through the platform's API,
// raise real alarms when the simulator plays its demo faults (what `npm start` does).

let database: Database;
let ingest: IngestService;
let broker: DeviceBroker & { url?: string };
let app: FastifyInstance;
let engine: AlarmEngine | undefined;
let fleet: Fleet | undefined;
let faults: { stop(): void } | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  ingest = new IngestService(database, { rollupIntervalMs: 3_600_000, sweepIntervalMs: 3_600_000 }).start();
  broker = await startEmbeddedBroker({ host: '127.0.0.1', port: 0, devices: deviceAccessOf(ingest) });
  app = await buildApp(testConfig(), {
    database,
    broker,
    deviceCache: ingest.registry,
    ingest,
    alarms: { offlineIntervalMs: 0, expose: (e) => (engine = e) },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  faults?.stop();
  await fleet?.close();
  await app?.close();
  await broker?.close();
  await ingest?.close();
  await database?.close();
});

describe(`demo alarms on ${testDatabaseKind()}`, () => {
  it('the demo faults raise alarms of the demo rules: low SOC, a hot cell, a device offline', async () => {
    const merchant = await ensureDemoMerchant(database.db);
    const session = await new SessionService(new SessionsRepository(database.db), systemClock, {
      idleMs: 3_600_000,
      absoluteMs: 3_600_000,
    }).open({
      userId: merchant.userId,
      tenantId: merchant.tenantId,
      method: 'service',
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const api = <T>(path: string) =>
      fetch(`${base}/api${path}`, { headers: { authorization: `Bearer ${session.token}` } }).then(
        (r) => r.json() as Promise<T>,
      );
    const templates = DEMO_SITE_TEMPLATES.filter((t) => t.id === 'demo-suzhou');
    const sites = await new PlatformApiProvisioner({ platformUrl: base, token: session.token }).provision(
      templates,
    );
    const rules = await api<{ list: Array<{ id: string; name: string; trigger_filter: { type: string } }> }>(
      `/alert-mgmt/tenants/${merchant.tenantId}/rules?page_size=50`,
    );
    expect(rules.list).toHaveLength(5);
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
      const events = await api<{ list: Array<{ rule_id: string; device_id: string }> }>(
        `/out-wrapper/group/tenants/${merchant.tenantId}/user/${merchant.userId}/alert-event-data?page_size=100`,
      );
      const found = names(events.list);
      return ['演示_SOC过低', '演示_电芯过温', '演示_设备离线'].every((n) => found.has(n)) && events.list;
    }, 20_000);
    const bms = sites[0]!.devices.find((d) => d.kind === 'bms')!.id;
    const byRule = (name: string) =>
      seen.filter((e) => e.rule_id === rules.list.find((r) => r.name === name)!.id);
    expect(byRule('演示_SOC过低').map((e) => e.device_id)).toEqual([bms]);
    expect(byRule('演示_电芯过温').map((e) => e.device_id)).toEqual([bms]);
  }, 180_000);
});
