import type { TelemetryPointDefinition, ThingEvent } from '@ies/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { devices, deviceTypes } from '../db/schema';
import { hashDeviceKey, verifyDeviceKey } from './device-key';
import type { PointIndex } from './telemetry-decoder';
import type { EventIndex } from './device-log-decoder';
import type { DeviceIdentity } from '../broker/topic-acl';

export interface RegisteredDevice {
  id: string;
  tenantId: string;
  typeId: string;
  gatewayId: string | null;
  tzOffsetMinutes: number;
  points: PointIndex;
  /** The events its type declares, by name (events are checked against them). */
  events: EventIndex;
}

/** Devices as the MQTT side needs them, cached; the device CRUD calls `invalidate` on change. */
export class DeviceRegistry {
  private readonly devicesById = new Map<string, Promise<RegisteredDevice | null>>();
  private readonly modelByType = new Map<string, { points: PointIndex; events: EventIndex }>();

  constructor(private readonly database: Database) {}

  /**
   * The device or null; a cached answer is returned without a query. Inside a transaction pass it
   * as `ex` (PGlite has one connection: a query beside the transaction would wait for it forever).
   */
  get(deviceId: string, ex?: Db): Promise<RegisteredDevice | null> {
    let entry = this.devicesById.get(deviceId);
    if (!entry) {
      entry = this.load(deviceId, ex ?? this.database.db);
      this.devicesById.set(deviceId, entry);
      // A failed load must not stay cached.
      entry.catch(() => this.devicesById.delete(deviceId));
    }
    return entry;
  }

  /** Checks a device's key (always against the database) and says whom the connection speaks for. */
  async authenticate(deviceId: string, key: string): Promise<DeviceIdentity | null> {
    const [row] = await this.database.db
      .select({ keyHash: devices.keyHash })
      .from(devices)
      .where(eq(devices.id, deviceId));
    if (!row || !verifyDeviceKey(key, row.keyHash)) return null;
    return { deviceId, subDevices: await this.subDevicesOf(deviceId) };
  }

  async subDevicesOf(gatewayId: string): Promise<Set<string>> {
    const rows = await this.database.db
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.gatewayId, gatewayId));
    return new Set(rows.map((r) => r.id));
  }

  invalidate(deviceId: string): void {
    this.devicesById.delete(deviceId);
  }

  invalidateType(typeId: string): void {
    this.modelByType.delete(typeId);
    this.devicesById.clear();
  }

  private async load(deviceId: string, ex: Db): Promise<RegisteredDevice | null> {
    const [row] = await ex
      .select({
        id: devices.id,
        tenantId: devices.tenantId,
        typeId: devices.typeId,
        gatewayId: devices.gatewayId,
        tzOffsetMinutes: devices.tzOffsetMinutes,
        points: deviceTypes.points,
        events: deviceTypes.events,
      })
      .from(devices)
      .innerJoin(deviceTypes, eq(deviceTypes.id, devices.typeId))
      .where(eq(devices.id, deviceId));
    if (!row) return null;
    let model = this.modelByType.get(row.typeId);
    if (!model) {
      model = {
        points: new Map(row.points.map((p) => [p.name, p])),
        events: new Map(row.events.map((e) => [e.name, e])),
      };
      this.modelByType.set(row.typeId, model);
    }
    return {
      id: row.id,
      tenantId: row.tenantId,
      typeId: row.typeId,
      gatewayId: row.gatewayId,
      tzOffsetMinutes: row.tzOffsetMinutes,
      points: model.points,
      events: model.events,
    };
  }
}

// ---- seeding (tests, benchmarks, simulator) until the device CRUD exists ----

export async function createDeviceType(
  database: Database,
  input: {
    name: string;
    points: TelemetryPointDefinition[];
    events?: ThingEvent[];
    tenantId?: string | null;
    timeoutSeconds?: number;
  },
): Promise<string> {
  const [row] = await database.db
    .insert(deviceTypes)
    .values({
      name: input.name,
      points: input.points,
      events: input.events ?? [],
      tenantId: input.tenantId ?? null,
      timeoutSeconds: input.timeoutSeconds ?? 0,
    })
    .returning({ id: deviceTypes.id });
  return row!.id;
}

export interface NewDevice {
  id: string;
  tenantId: string;
  typeId: string;
  key: string;
  name?: string;
  gatewayId?: string | null;
  tzOffsetMinutes?: number;
}

export async function createDevices(database: Database, input: NewDevice[]): Promise<void> {
  if (input.length === 0) return;
  await database.db.insert(devices).values(
    input.map((d) => ({
      id: d.id,
      tenantId: d.tenantId,
      typeId: d.typeId,
      name: d.name ?? d.id,
      keyHash: hashDeviceKey(d.key),
      gatewayId: d.gatewayId ?? null,
      tzOffsetMinutes: d.tzOffsetMinutes ?? 0,
    })),
  );
}

/** Replaces a device's key; the caller disconnects the device (BrokerHandle.disconnectDevice). */
export async function setDeviceKey(database: Database, deviceId: string, key: string): Promise<void> {
  await database.db
    .update(devices)
    .set({ keyHash: hashDeviceKey(key) })
    .where(eq(devices.id, deviceId));
}

export async function deviceRow(database: Database, deviceId: string) {
  const [row] = await database.db.select().from(devices).where(sql`${devices.id} = ${deviceId}`);
  return row;
}
