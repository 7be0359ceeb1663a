import net from 'node:net';
import {
  DEVICE_KEEPALIVE_MAX_SECONDS,
  type DeviceDownlinkKind,
  type DeviceUplinkKind,
  deviceTopic,
} from '@ies/contracts';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { DeviceBroker } from './broker';
import type { DeviceAccess } from './device-access';
import { type DeviceIdentity, mayPublish, maySubscribe, parseDeviceTopic } from './topic-acl';

export interface EmbeddedBrokerOptions {
  host: string;
  port: number;
  /** Device authentication and ingest; without it every network client is refused. */
  devices?: DeviceAccess;
}

// CONNACK return codes of MQTT 3.1.1.
const IDENTIFIER_REJECTED = 2;
const SERVER_UNAVAILABLE = 3;
const BAD_USERNAME_OR_PASSWORD = 4;
const NOT_AUTHORIZED = 5;

function refusal(returnCode: number, message: string): AuthenticateError {
  return Object.assign(new Error(message), { returnCode }) as AuthenticateError;
}

/**
 * The in-process broker of the embedded default. Devices authenticate with id and key; every
 * publish and subscribe is checked against the topic ACL; a device's QoS 1 message is
 * acknowledged only after ingest stored it (authorizePublish answers aedes after the commit,
 * and aedes writes PUBACK after that answer).
 */
export async function startEmbeddedBroker(
  options: EmbeddedBrokerOptions,
): Promise<DeviceBroker & { aedes: Aedes }> {
  const devices = options.devices;
  const identities = new WeakMap<Client, DeviceIdentity>();
  const keepalives = new WeakMap<Client, number>();

  const aedes = await Aedes.createBroker({
    // aedes' own keepalive limit answers CONNACK 6, which MQTT 3.1.1 reserves: checked below instead.
    keepaliveLimit: 0,
    maxClientsIdLength: 64,
    preConnect: (client, packet, done) => {
      keepalives.set(client, packet.keepalive ?? 0);
      done(null, true);
    },
    authenticate: (client, username, password, done) => {
      if (!devices) return done(refusal(NOT_AUTHORIZED, 'Not authorized'), false);
      if (!username || !password) {
        return done(refusal(BAD_USERNAME_OR_PASSWORD, 'Bad user name or password'), false);
      }
      if (client.id !== username) {
        return done(refusal(IDENTIFIER_REJECTED, 'Client id must be the device id'), false);
      }
      devices.authenticate(username, password.toString('utf8')).then(
        (identity) => {
          if (!identity) return done(refusal(BAD_USERNAME_OR_PASSWORD, 'Bad user name or password'), false);
          // A right key with a keepalive outside 1–60 s: refused by the platform's policy, so "not
          // authorized" (docs/device-protocol.md §1 says why not 2 or 3).
          const keepalive = keepalives.get(client) ?? 0;
          if (keepalive < 1 || keepalive > DEVICE_KEEPALIVE_MAX_SECONDS) {
            return done(refusal(NOT_AUTHORIZED, 'Keepalive must be 1–60 s'), false);
          }
          identities.set(client, identity);
          done(null, true);
        },
        () => done(refusal(SERVER_UNAVAILABLE, 'Server unavailable'), false),
      );
    },
    authorizePublish: (client, packet, done) => {
      const receivedAt = Date.now();
      const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
      if (!client) {
        // A will left by a connection of an earlier broker run.
        const topic = parseDeviceTopic(packet.topic);
        if (topic?.kind === 'status' && devices) {
          devices.uplink(topic.deviceId, 'status', payload, receivedAt).then(
            () => done(null),
            () => done(null),
          );
          return;
        }
        return done(new Error('Not authorized'));
      }
      const identity = identities.get(client);
      const topic = identity ? mayPublish(identity, packet.topic) : null;
      if (!topic || !devices) return done(new Error('Not authorized'));
      // Only a status is kept by the broker; any other kind is stored by the platform, and a
      // retained copy would come back to the device on its next subscription.
      if (topic.kind !== 'status') packet.retain = false;
      devices.uplink(topic.deviceId, topic.kind as DeviceUplinkKind, payload, receivedAt).then(
        () => done(null),
        (error: Error) => done(error),
      );
    },
    authorizeSubscribe: (client, subscription, done) => {
      const identity = identities.get(client);
      if (identity && maySubscribe(identity, subscription.topic)) return done(null, subscription);
      done(null, null); // SUBACK failure (0x80)
    },
  });

  if (devices) {
    aedes.on('clientReady', (client) => {
      if (identities.has(client)) void devices.connected(client.id, Date.now()).catch(() => {});
    });
    aedes.on('clientDisconnect', (client) => {
      if (!identities.has(client)) return;
      // A newer connection of the same device took over; it is still online.
      const current = (aedes as unknown as { clients: Record<string, Client | undefined> }).clients[
        client.id
      ];
      if (current && current !== client) return;
      void devices.disconnected(client.id, Date.now()).catch(() => {});
    });
  }

  const server = net.createServer(aedes.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  let listening = true;

  const clients = () => (aedes as unknown as { clients: Record<string, Client | undefined> }).clients;

  return {
    aedes,
    mode: 'embedded',
    url: `mqtt://${options.host}:${port}`,
    state: () => (listening && !aedes.closed ? 'up' : 'down'),
    disconnectDevice(deviceId) {
      clients()[deviceId]?.close();
    },
    async refreshGateway(gatewayId) {
      const client = clients()[gatewayId];
      if (!client || !devices) return;
      const identity = identities.get(client);
      if (identity)
        identities.set(client, { ...identity, subDevices: await devices.subDevicesOf(gatewayId) });
    },
    publishToDevice(deviceId: string, kind: DeviceDownlinkKind, body: unknown) {
      return new Promise<void>((resolve, reject) => {
        aedes.publish(
          {
            cmd: 'publish',
            topic: deviceTopic(deviceId, kind),
            payload: Buffer.from(JSON.stringify(body)),
            qos: 1,
            retain: false,
            dup: false,
          },
          (error) => (error ? reject(error) : resolve()),
        );
      });
    },
    async close() {
      listening = false;
      const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      await serverClosed;
    },
  };
}
