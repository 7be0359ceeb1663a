import os from 'node:os';
import { DEVICE_UPLINK_KINDS, type DeviceDownlinkKind, deviceTopic } from '@ies/contracts';
import mqtt, { type ISubscriptionMap } from 'mqtt';
import type { DeviceBroker } from './broker';
import type { DeviceAccess } from './device-access';
import { parseDeviceTopic } from './topic-acl';

export interface ExternalBrokerOptions {
  /** Take device messages from the broker and store them. */
  ingest?: DeviceAccess;
  /** Fixed per ingest process, so its persistent session (and unacknowledged messages) survive a restart. */
  ingestClientId?: string;
  /**
   * Shared-subscription group: the broker splits device messages among the group's processes.
   * null: plain subscriptions (a single ingest process).
   */
  shareGroup?: string | null;
  /** Keeps the broker's own credentials equal to the registry (mosquitto-sync.ts). */
  credentialSync?: { schedule(): void };
}

/** Device → platform topics taken through the shared subscription (status is read by every process). */
export function ingestSubscriptions(shareGroup: string | null): string[] {
  const prefix = shareGroup ? `$share/${shareGroup}/` : '';
  return [
    ...DEVICE_UPLINK_KINDS.filter((kind) => kind !== 'status').map((kind) => `${prefix}ies/v1/+/${kind}`),
    'ies/v1/+/status',
  ];
}

type PacketSender = (packet: { cmd: string; messageId?: number }, cb?: (error?: Error) => void) => void;

/**
 * Connects the platform to an external broker (Mosquitto, EMQX); reconnects on its own.
 * With ingest, a QoS 1 message is acknowledged to the broker only after it is stored, so a
 * killed process loses nothing the broker has: the broker redelivers to the persistent session.
 */
export async function connectExternalBroker(
  url: string,
  clientId: string,
  options: ExternalBrokerOptions = {},
): Promise<DeviceBroker & { client: mqtt.MqttClient }> {
  const ingest = options.ingest;
  const client = mqtt.connect(url, {
    clientId: ingest ? (options.ingestClientId ?? `ies-ingest-${os.hostname()}`) : clientId,
    clean: !ingest,
    // The ingest connection comes back quickly after a broker restart: until it subscribes again
    // the broker has nobody to give a shared subscription's messages to.
    reconnectPeriod: ingest ? 500 : 2000,
    connectTimeout: 5000,
    keepalive: 30,
  });

  if (ingest) {
    const shareGroup = options.shareGroup === undefined ? 'ies-ingest' : options.shareGroup;
    const stored = new Map<number, Promise<void>>();
    // mqtt.js answers the next packet only after the previous message's handler finished; holding
    // the PUBACK there would take one message per batch. The handler returns at once and the
    // PUBACK alone waits for the commit.
    client.handleMessage = (packet, callback) => {
      const topic = parseDeviceTopic(packet.topic);
      const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
      // A retained copy (the broker sends one on every new subscription) was stored when it was
      // published; only a status is taken again.
      const fresh = !packet.retain || topic?.kind === 'status';
      const work =
        topic?.uplink === true && fresh
          ? ingest.uplink(
              topic.deviceId,
              topic.kind as (typeof DEVICE_UPLINK_KINDS)[number],
              payload,
              Date.now(),
            )
          : Promise.resolve();
      if (packet.qos > 0 && packet.messageId !== undefined) stored.set(packet.messageId, work);
      else work.catch(() => {});
      callback();
    };
    const internal = client as unknown as { _sendPacket: PacketSender };
    const send = internal._sendPacket.bind(client);
    internal._sendPacket = (packet, cb) => {
      const work =
        packet.cmd === 'puback' && packet.messageId !== undefined ? stored.get(packet.messageId) : undefined;
      if (!work) return send(packet, cb);
      stored.delete(packet.messageId!);
      cb?.();
      work.then(
        () => send(packet),
        // Not stored: no PUBACK; reconnecting makes the broker deliver it again.
        () => client.stream?.destroy(),
      );
    };
    // On every connect, also when the broker says the session is present: a restarted Mosquitto
    // (2.0) restores persistent sessions but not their shared subscriptions, and mqtt.js would
    // skip topics it believes subscribed.
    client.on('connect', () => {
      const topics = Object.fromEntries(ingestSubscriptions(shareGroup).map((topic) => [topic, { qos: 1 }]));
      // mqtt.js reads and deletes `resubscribe` from the map, hence a new one each time.
      client.subscribe({ ...topics, resubscribe: true } as unknown as ISubscriptionMap, () => {});
    });
  }

  // The first connection is awaited briefly so that health is meaningful at start; a broker that is
  // down does not stop the platform, it shows as down and is retried.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 3000);
    client.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  client.on('error', () => {});
  return {
    client,
    mode: 'external',
    url,
    state: () => (client.connected ? 'up' : 'down'),
    // At an external broker, credentials and ACL live in the broker's files (mosquitto-auth.ts):
    // rewriting them and reloading the broker disconnects a device whose key changed.
    credentialsChanged() {
      options.credentialSync?.schedule();
    },
    disconnectDevice() {},
    async refreshGateway() {},
    async publishToDevice(deviceId: string, kind: DeviceDownlinkKind, body: unknown) {
      await client.publishAsync(deviceTopic(deviceId, kind), JSON.stringify(body), { qos: 1 });
    },
    async close() {
      await client.endAsync(true);
    },
  };
}
