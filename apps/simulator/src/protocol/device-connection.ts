import {
  DEVICE_DOWNLINK_KINDS,
  DEVICE_KEEPALIVE_MAX_SECONDS,
  type DeviceDownlinkKind,
  type DeviceUplinkKind,
  deviceTopic,
} from '@ies/contracts';
import mqtt, { type MqttClient } from 'mqtt';

export interface DeviceCredentials {
  id: string;
  key: string;
}

export interface ConnectionOptions {
  brokerUrl: string;
  credentials: DeviceCredentials;
  /** Device ids a gateway speaks for besides its own. */
  subDevices?: readonly string[];
  keepaliveS?: number;
  /** False keeps commands, configuration and OTA offers that arrive while briefly away. */
  clean?: boolean;
  reconnectPeriodMs?: number;
  /** Subscribe to the downlink topics (commands, configuration, OTA). */
  subscribe?: boolean;
  onDownlink?: (deviceId: string, kind: DeviceDownlinkKind, payload: Buffer) => void;
  onFatal?: (error: Error) => void;
  /** After every (re)connect has announced the devices online (e.g. to report firmware versions). */
  onAnnounced?: () => void;
  log?: (message: string) => void;
}

/** The broker refused the device's credentials (CONNACK 4 or 5): reconnecting cannot help. */
export class DeviceAuthError extends Error {}

const AUTH_CODES = new Set([4, 5, 134, 135]);

function downlinkOf(
  topic: string,
  ids: ReadonlySet<string>,
): { deviceId: string; kind: DeviceDownlinkKind } | null {
  const parts = topic.split('/');
  const deviceId = parts[2];
  const kind = parts.slice(3).join('/');
  if (!deviceId || !ids.has(deviceId)) return null;
  return (DEVICE_DOWNLINK_KINDS as readonly string[]).includes(kind)
    ? { deviceId, kind: kind as DeviceDownlinkKind }
    : null;
}

/**
 * One MQTT connection of a device (or of a gateway with its sub-devices), following
 * docs/device-protocol.md: client id = user name = device id, password = key, retained
 * `offline` will on the status topic, `online` on every connect, QoS 1 uplinks.
 */
export class DeviceConnection {
  readonly deviceId: string;
  readonly ids: readonly string[];
  private readonly options: ConnectionOptions;
  private client: MqttClient | null = null;
  private linkDown = false;
  /** Set after a proper DISCONNECT: the client closed its stores, a comeback needs new ones. */
  private ended = false;
  private announcing: Promise<void> = Promise.resolve();

  constructor(options: ConnectionOptions) {
    this.options = options;
    this.deviceId = options.credentials.id;
    this.ids = [this.deviceId, ...(options.subDevices ?? [])];
  }

  get connected(): boolean {
    return this.client?.connected === true && !this.linkDown;
  }

  /** Connects and resolves on the first CONNACK; rejects with DeviceAuthError on bad credentials. */
  connect(): Promise<void> {
    const { options } = this;
    const keepalive = Math.min(DEVICE_KEEPALIVE_MAX_SECONDS, Math.max(1, options.keepaliveS ?? 30));
    const client = mqtt.connect(options.brokerUrl, {
      clientId: this.deviceId,
      username: this.deviceId,
      password: options.credentials.key,
      protocolVersion: 4,
      keepalive,
      clean: options.clean ?? false,
      reconnectPeriod: options.reconnectPeriodMs ?? 2000,
      connectTimeout: 10_000,
      will: {
        topic: deviceTopic(this.deviceId, 'status'),
        payload: Buffer.from('offline'),
        qos: 1,
        retain: true,
      },
    });
    this.client = client;
    const ids = new Set(this.ids);
    client.on('message', (topic, payload) => {
      const downlink = downlinkOf(topic, ids);
      if (downlink) options.onDownlink?.(downlink.deviceId, downlink.kind, payload);
    });
    client.on('connect', () => {
      this.announcing = this.announce(client).catch((error: Error) =>
        options.log?.(`${this.deviceId}: ${error.message}`),
      );
    });
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      client.once('connect', () => {
        settled = true;
        resolve();
      });
      client.on('error', (error) => {
        const code = (error as { code?: number }).code;
        if (code !== undefined && AUTH_CODES.has(code)) {
          const authError = new DeviceAuthError(
            `${this.deviceId}: the broker refused the device id or key (CONNACK ${code})`,
          );
          client.end(true);
          if (!settled) {
            settled = true;
            reject(authError);
          } else {
            options.onFatal?.(authError);
          }
          return;
        }
        options.log?.(`${this.deviceId}: ${error.message}`);
      });
    });
  }

  /** On every (re)connect: take downlinks, then tell the platform the devices are online. */
  private async announce(client: MqttClient): Promise<void> {
    if (this.options.subscribe !== false) {
      const filters = this.ids.flatMap((id) => DEVICE_DOWNLINK_KINDS.map((kind) => deviceTopic(id, kind)));
      const granted = await client.subscribeAsync(filters, { qos: 1 });
      const refused = granted.filter((grant) => grant.qos === 128).map((grant) => grant.topic);
      if (refused.length > 0)
        this.options.log?.(`${this.deviceId}: subscription refused: ${refused.join(', ')}`);
    }
    await Promise.all(
      this.ids.map((id) =>
        client.publishAsync(deviceTopic(id, 'status'), 'online', { qos: 1, retain: true }),
      ),
    );
    this.options.onAnnounced?.();
  }

  /** Publishes an uplink; resolves on PUBACK at QoS 1. Objects are sent as JSON. */
  async publish(
    deviceId: string,
    kind: DeviceUplinkKind,
    body: string | object,
    options: { qos?: 0 | 1; retain?: boolean } = {},
  ): Promise<void> {
    const client = this.client;
    if (!client) throw new Error(`${this.deviceId} is not connected`);
    const payload = typeof body === 'string' ? body : JSON.stringify(body);
    await client.publishAsync(deviceTopic(deviceId, kind), payload, {
      qos: options.qos ?? 1,
      retain: options.retain ?? false,
    });
  }

  /**
   * Cuts the link without a DISCONNECT (the broker then publishes the will) and stays away. The
   * socket is destroyed under the client, so its session store keeps unacknowledged messages.
   */
  dropLink(): Promise<void> {
    const client = this.client;
    if (!client) return Promise.resolve();
    this.linkDown = true;
    client.options.reconnectPeriod = 0;
    if (!client.connected) return Promise.resolve();
    return new Promise<void>((resolve) => {
      client.once('close', () => resolve());
      client.stream.destroy();
    });
  }

  /** Says goodbye properly: `offline` on the status topics, then DISCONNECT. */
  async goOffline(): Promise<void> {
    const client = this.client;
    if (!client) return;
    await this.announcing;
    if (client.connected) {
      await Promise.all(
        this.ids.map((id) =>
          client.publishAsync(deviceTopic(id, 'status'), 'offline', { qos: 1, retain: true }),
        ),
      );
    }
    this.linkDown = true;
    client.options.reconnectPeriod = 0;
    await client.endAsync();
    this.ended = true;
  }

  /** Comes back after dropLink / goOffline; resolves once connected. */
  async resume(): Promise<void> {
    const client = this.client;
    if (!client) return;
    this.linkDown = false;
    client.options.reconnectPeriod = this.options.reconnectPeriodMs ?? 2000;
    if (client.connected) return;
    await new Promise<void>((resolve) => {
      client.once('connect', () => resolve());
      if (this.ended) {
        this.ended = false;
        client.reconnect();
      } else {
        // The same stores: what was not acknowledged before the link dropped is sent again.
        client.reconnect({ incomingStore: client.incomingStore, outgoingStore: client.outgoingStore });
      }
    });
  }

  /** Ends the client; without a link there is nothing to wait for, so in-flight messages are dropped. */
  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (client) await client.endAsync(!client.connected);
  }
}
