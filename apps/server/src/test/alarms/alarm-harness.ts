import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../app';
import type { AppConfig } from '../../config/config';
import { parseOutboundAllow } from '../../config/outbound-allow';
import type { Resolver } from '../../platform/outbound/outbound-policy';
import type { DeviceBroker } from '../../broker/broker';
import { startEmbeddedBroker } from '../../broker/embedded-broker';
import type { Database } from '../../db/database';
import { deviceAccessOf } from '../../ingest/device-access';
import { IngestService } from '../../ingest/ingest.service';
import { testConfig } from '../test-app';
import { createTestDatabase } from '../test-database';
import { customType, signedInMerchant } from '../devices/device-test-helpers';
import { type Merchant, unique } from '../stations/station-test-helpers';
import type { AlarmEngine } from '../../modules/alarms/alarm-engine';
import type { AlarmNotifier } from '../../modules/alarms/alarm-notifier';
import type { AlarmSweep } from '../../modules/alarms/alarm-sweep';
import { ruleInput } from './alarm-test-helpers';
import type { AlarmEngineOptions } from '../../modules/alarms/alarms.module';

export interface AlarmHarnessOptions {
  /** Code of the custom device type (with one `soc` point) the devices are made of. */
  typeCode: string;
  /** Prefix of the device ids. */
  idPrefix: string;
  /** Answers of the local HTTP receiver; by default `{}` to everything. */
  receiver?: (req: IncomingMessage, res: ServerResponse) => void;
  /** Config on top of the test config, given the receiver's base URL. */
  config?: (base: string) => Partial<AppConfig>;
  /** Alarm options on top of the defaults (no offline loop; the engine and co. exposed). */
  alarms?: AlarmEngineOptions;
  /** Start the embedded MQTT broker, so devices connect and take commands (`h.broker`). */
  broker?: boolean;
  /**
   * Put the receiver on 127.0.0.1 in the outbound allow-list (OUTBOUND_ALLOW), as an operator
   * would for a test receiver; default true. Without it, the receiver is an internal target.
   */
  allowReceiver?: boolean;
  /** Name lookups of the outbound client (a name answering 127.0.0.1). */
  resolver?: Resolver;
  /** Operations (commands) of the harness's device type. */
  operations?: unknown[];
}

/** The shared setup of the alarm tests: a local HTTP receiver, a test database, the real ingest
 * path and app, a signed-in merchant and a custom device type. Registers its own
 * beforeAll/afterAll; the fields are filled in beforeAll. */
export function alarmHarness(options: AlarmHarnessOptions) {
  let server: Server | undefined;
  const h = {
    database: undefined as unknown as Database,
    ingest: undefined as unknown as IngestService,
    app: undefined as unknown as FastifyInstance,
    engine: undefined as unknown as AlarmEngine,
    sweep: undefined as unknown as AlarmSweep,
    notifier: undefined as unknown as AlarmNotifier,
    m: undefined as unknown as Merchant,
    /** The embedded MQTT broker, with `broker: true`. */
    broker: undefined as (DeviceBroker & { url?: string }) | undefined,
    typeId: '',
    /** The receiver, e.g. `http://127.0.0.1:1234`. */
    base: '',
    /** A webhook address on the receiver. */
    hookUrl: '',

    /** A new device of the harness's type, optionally behind a gateway. */
    async device(gatewayId?: string): Promise<string> {
      const id = unique(options.idPrefix);
      const res = await h.m.call('POST', '/api/devices', {
        id,
        name: id,
        type_id: h.typeId,
        ...(gatewayId ? { gateway_id: gatewayId } : {}),
      });
      expect(res.statusCode, res.body).toBe(201);
      return id;
    },

    /** A rule on these devices that calls the receiver's webhook, with overrides. */
    async rule(deviceIds: string[], extra: Record<string, unknown>) {
      const res = await h.m.call('POST', `/api/alert-mgmt/tenants/${h.m.tenant.id}/rules`, {
        ...ruleInput('x'),
        trigger_filter: { type: 'devices', ids: deviceIds },
        actions: [{ type: 'webhook', url: h.hookUrl, secret: 's' }],
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string };
    },

    /** One telemetry sample through ingest, with the alarm engine and rollups settled. */
    async send(deviceId: string, ts: number, values: Record<string, number>) {
      await h.ingest.uplink(deviceId, 'telemetry', Buffer.from(JSON.stringify({ ts, values })), ts);
      await h.engine.settled();
      await h.ingest.drain(); // last seen and online status are written with the rollups
    },

    async events(ruleId: string) {
      return h.database.rows<{
        id: string;
        device_id: string;
        state: string;
        parent_event_id: string | null;
      }>(`select id, device_id, state, parent_event_id from alarm_events where rule_id = '${ruleId}'`);
    },
  };

  beforeAll(async () => {
    const receiver =
      options.receiver ??
      ((req: IncomingMessage, res: ServerResponse) => {
        req.resume();
        req.on('end', () => res.end('{}'));
      });
    const listening = createServer(receiver);
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    h.base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    h.hookUrl = `${h.base}/hook`;
    h.database = await createTestDatabase();
    h.ingest = new IngestService(h.database, {
      rollupIntervalMs: 3_600_000,
      sweepIntervalMs: 3_600_000,
    }).start();
    if (options.broker) {
      h.broker = await startEmbeddedBroker({
        host: '127.0.0.1',
        port: 0,
        devices: deviceAccessOf(h.ingest),
      });
    }
    const outboundAllow = parseOutboundAllow(options.allowReceiver === false ? '' : '127.0.0.1');
    h.app = await buildApp(testConfig({ testHooks: true, outboundAllow, ...options.config?.(h.base) }), {
      database: h.database,
      broker: h.broker,
      deviceCache: h.ingest.registry,
      outboundResolver: options.resolver,
      ingest: h.ingest,
      deviceData: { commandSweepIntervalMs: 0 },
      alarms: {
        offlineIntervalMs: 0,
        expose: (e) => (h.engine = e),
        exposeSweep: (s) => (h.sweep = s),
        exposeNotifier: (n) => (h.notifier = n),
        ...options.alarms,
      },
    });
    await h.app.ready();
    h.m = await signedInMerchant(h.app, h.database.db);
    const type = await h.m.call(
      'POST',
      '/api/device-types',
      customType(options.typeCode, {
        points: [{ name: 'soc', zh: 'SOC', type: 'float', unit: '%', min: 0, max: 100 }],
        ...(options.operations ? { operations: options.operations } : {}),
      }),
    );
    expect(type.statusCode, type.body).toBe(201);
    h.typeId = type.json().id;
    // A new PGlite database, the app and a sign-in: well over a minute on a loaded machine.
  }, 240_000);
  afterAll(async () => {
    await h.app?.close();
    await h.broker?.close();
    await h.ingest?.close();
    await h.database?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  return h;
}
