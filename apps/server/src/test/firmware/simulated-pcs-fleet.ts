import { DeviceAgent, DeviceConnection } from '@ies/simulator';

/**
 * PCS devices as the simulator runs them (apps/simulator): each its own MQTT connection and
 * device agent, reporting its firmware version on every connect, downloading offered packages over
 * real HTTP (`fetchImpl` points the platform's public address at the listening test server),
 * checking size and SHA-256, reporting progress and the new version.
 */
export class SimulatedPcsFleet {
  readonly agents = new Map<string, DeviceAgent>();
  private readonly connections: DeviceConnection[] = [];

  constructor(
    private readonly brokerUrl: string,
    private readonly devices: ReadonlyArray<{ id: string; key: string }>,
    private readonly http: { publicUrl: string; listening: string },
  ) {}

  async connect(): Promise<void> {
    const fetchImpl: typeof fetch = (input, init) =>
      fetch(String(input).replace(this.http.publicUrl, this.http.listening), init);
    for (const device of this.devices) {
      const agent: DeviceAgent = new DeviceAgent(
        { deviceId: device.id, kind: 'pcs', firmwareVersion: '01.00.00', otaStepMs: 20, fetchImpl },
        {
          now: () => Date.now(),
          setPower: () => {},
          setRunning: () => {},
          setMode: () => {},
          replaceStrategy: () => {},
          injectFault: () => {},
          send: (kind, body) => connection.publish(device.id, kind, body),
          log: () => {},
        },
      );
      const connection: DeviceConnection = new DeviceConnection({
        brokerUrl: this.brokerUrl,
        credentials: { id: device.id, key: device.key },
        onDownlink: (_id, kind, payload) => void agent.handle(kind, payload),
        onAnnounced: () => void agent.reportVersion().catch(() => {}),
      });
      this.agents.set(device.id, agent);
      await connection.connect();
      this.connections.push(connection);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.connections.map((c) => c.close().catch(() => {})));
  }
}
