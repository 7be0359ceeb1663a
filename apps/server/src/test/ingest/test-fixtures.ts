import type { TelemetryPointDefinition, ThingEvent } from '@ies/contracts';
import type mqtt from 'mqtt';
import type { DeviceBroker } from '../../broker/broker';
import { startEmbeddedBroker } from '../../broker/embedded-broker';
import type { Database } from '../../db/database';
import { createTestDatabase } from '../test-database';
import { deviceAccessOf } from '../../ingest/device-access';
import { createDevices, createDeviceType, type NewDevice } from '../../ingest/device-registry';
import { type IngestOptions, IngestService } from '../../ingest/ingest.service';
import { connectDevice } from '../broker/mqtt-test-helpers';

export const TENANT = '00000000-0000-4000-8000-000000000001';

export const TEST_POINTS: TelemetryPointDefinition[] = [
  { name: 'soc', type: 'float', min: 0, max: 100, unit: '%' },
  { name: 'active_power', type: 'float', min: -1000, max: 1000, unit: 'kW' },
  { name: 'energy', type: 'float', min: 0, cumulative: true, unit: 'kWh' },
  { name: 'count', type: 'int' },
  { name: 'mode', type: 'string', enum: ['run', 'stop'] },
  { name: 'note', type: 'string', max: 8 },
  { name: 'cells', type: 'array' },
  { name: 'meta', type: 'object' },
];

/** The events the test type declares (events naming anything else are refused). */
export const TEST_EVENTS: ThingEvent[] = [
  { name: 'door_open', zh: '柜门打开', level: 'warning' },
  { name: 'pcs_fault', zh: 'PCS 故障', level: 'fault' },
];

export interface IngestFixture {
  database: Database;
  ingest: IngestService;
  typeId: string;
  close(): Promise<void>;
}

/** A fresh database with one device type and the given devices, and an ingest service on it. */
export async function createIngestFixture(
  devices: Array<Omit<NewDevice, 'tenantId' | 'typeId'>>,
  options: Partial<IngestOptions> = {},
): Promise<IngestFixture> {
  const database = await createTestDatabase();
  const typeId = await createDeviceType(database, {
    name: 'TEST_TYPE',
    points: TEST_POINTS,
    events: TEST_EVENTS,
  });
  await createDevices(
    database,
    devices.map((d) => ({ ...d, tenantId: TENANT, typeId })),
  );
  const ingest = new IngestService(database, {
    // Tests flush rollups and sweep themselves.
    rollupIntervalMs: 3_600_000,
    sweepIntervalMs: 3_600_000,
    ...options,
  }).start();
  return {
    database,
    ingest,
    typeId,
    async close() {
      await ingest.close();
      await database.close();
    },
  };
}

export interface BrokerFixture extends IngestFixture {
  broker: DeviceBroker;
  url: string;
  connect(deviceId: string, key: string, options?: mqtt.IClientOptions): Promise<mqtt.MqttClient>;
}

export async function createBrokerFixture(
  devices: Array<Omit<NewDevice, 'tenantId' | 'typeId'>>,
  options: Partial<IngestOptions> = {},
): Promise<BrokerFixture> {
  const base = await createIngestFixture(devices, options);
  const broker = await startEmbeddedBroker({
    host: '127.0.0.1',
    port: 0,
    devices: deviceAccessOf(base.ingest),
  });
  const url = broker.url!;
  const clients: mqtt.MqttClient[] = [];
  return {
    ...base,
    broker,
    url,
    async connect(deviceId, key, extra = {}) {
      const client = await connectDevice(url, deviceId, key, {
        keepalive: 10,
        connectTimeout: 5000,
        ...extra,
      });
      clients.push(client);
      return client;
    },
    async close() {
      await Promise.all(clients.map((c) => c.endAsync(true).catch(() => {})));
      await broker.close();
      await base.close();
    },
  };
}

export function waitFor<T>(
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  timeoutMs = 5000,
  intervalMs = 25,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  return new Promise<T>((resolve, reject) => {
    const tick = async () => {
      try {
        const value = await check();
        if (value) return resolve(value);
      } catch (error) {
        return reject(error);
      }
      if (Date.now() > deadline) return reject(new Error('condition not met in time'));
      setTimeout(tick, intervalMs);
    };
    void tick();
  });
}
