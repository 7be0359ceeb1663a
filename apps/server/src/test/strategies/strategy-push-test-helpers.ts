import { buildSiteConfig, DeviceAgent, DeviceConnection, type DeviceKind, Site } from '@ies/simulator';
import { expect } from 'vitest';
import type { Caller } from '../devices/device-test-helpers';
import { standardTypeId } from '../devices/device-test-helpers';
import { unique } from '../stations/station-test-helpers';

/**
 * A station's EMS and PCS as the simulator runs them: its own MQTT connection and device agent
 * (apps/simulator), over one simulated site. The test may hold the devices' answers, to see a
 * push pending before it is acknowledged.
 */
export class SimulatedStation {
  readonly site: Site;
  private readonly connections: DeviceConnection[] = [];
  private held: Array<() => Promise<void>> | null = null;

  constructor(
    readonly brokerUrl: string,
    readonly devices: ReadonlyArray<{ id: string; key: string; kind: DeviceKind }>,
  ) {
    this.site = new Site(
      buildSiteConfig({
        id: unique('site'),
        latitude: 31.23,
        longitude: 121.47,
        tz_offset_minutes: 480,
        pv: { kwp: 200 },
        battery: { capacity_kwh: 430, max_charge_kw: 215, max_discharge_kw: 215 },
        load: { profile: 'factory', base_kw: 60, peak_kw: 260 },
        devices: devices.map((d) => ({ ...d })),
      }),
      'strategy-push',
      Date.now(),
    );
  }

  async connect(): Promise<void> {
    for (const device of this.devices) {
      let agent: DeviceAgent | undefined;
      const connection = new DeviceConnection({
        brokerUrl: this.brokerUrl,
        credentials: { id: device.id, key: device.key },
        onDownlink: (_id, kind, payload) => void agent?.handle(kind, payload),
      });
      agent = new DeviceAgent(
        { deviceId: device.id, kind: device.kind, firmwareVersion: '01.00.00', otaStepMs: 100 },
        {
          now: () => Date.now(),
          setPower: (kw) => this.site.pcs.setPower(kw),
          setRunning: (running) => {
            this.site.pcs.running = running;
          },
          setMode: (mode) => this.site.pcs.setMode(mode),
          replaceStrategy: (strategy) => this.site.replaceStrategy(strategy),
          injectFault: () => {},
          send: async (kind, body) => {
            const send = () => connection.publish(device.id, kind, body);
            if (this.held) this.held.push(send);
            else await send();
          },
          log: () => {},
        },
      );
      await connection.connect();
      this.connections.push(connection);
    }
  }

  /** The devices' answers wait until release(). */
  hold(): void {
    this.held ??= [];
  }

  /** Sends the answers held so far and answers at once from now on. */
  async release(): Promise<number> {
    const held = this.held ?? [];
    this.held = null;
    for (const send of held) await send();
    return held.length;
  }

  heldCount(): number {
    return this.held?.length ?? 0;
  }

  async close(): Promise<void> {
    await Promise.all(this.connections.map((c) => c.close().catch(() => {})));
  }
}

/** An EMS and a PCS of the standard types, created through the API, with their keys. */
export async function createEmsAndPcs(
  call: Caller,
): Promise<Array<{ id: string; key: string; kind: DeviceKind }>> {
  const out: Array<{ id: string; key: string; kind: DeviceKind }> = [];
  for (const [kind, typeName] of [
    ['ems', 'EMS_GATEWAY'],
    ['pcs', 'ES_PCS'],
  ] as const) {
    const typeId = await standardTypeId(call, typeName);
    const id = unique(`${kind}-`);
    const res = await call('POST', '/api/devices', { id, name: id, type_id: typeId });
    expect(res.statusCode, res.body).toBe(201);
    out.push({ id, key: (res.json() as { key: string }).key, kind });
  }
  return out;
}
