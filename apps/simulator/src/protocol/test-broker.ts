import net from 'node:net';
import { Aedes } from 'aedes';

export interface RecordedMessage {
  topic: string;
  payload: string;
  qos: number;
  retain: boolean;
  /** The publishing client; null for messages the broker itself published (wills included). */
  clientId: string | null;
}

export interface TestBroker {
  url: string;
  aedes: Aedes;
  messages: RecordedMessage[];
  /** Connections refused by authenticate, by client id. */
  refused: string[];
  /** Publishes as the platform would (QoS 1). */
  publish(topic: string, body: object): Promise<void>;
  waitFor(predicate: (message: RecordedMessage) => boolean, timeoutMs?: number): Promise<RecordedMessage>;
  close(): Promise<void>;
}

const DEVICE_TOPIC = /^ies\/v1\/([A-Za-z0-9_-]{2,32})\/(.+)$/;
const UPLINK = new Set(['telemetry', 'events', 'logs', 'status', 'cmd/resp', 'config/ack', 'ota/progress']);
const DOWNLINK = new Set(['cmd/req', 'config/push', 'ota/offer']);

/**
 * An aedes broker with the platform's rules of docs/device-protocol.md §1–2: client id = user name,
 * key check, own (and a gateway's sub-devices') topics only; a refused publication closes the
 * connection. It records every message that passes.
 */
export async function startTestBroker(
  keys: ReadonlyMap<string, string>,
  gateways: ReadonlyMap<string, readonly string[]> = new Map(),
): Promise<TestBroker> {
  const messages: RecordedMessage[] = [];
  const refused: string[] = [];
  const waiters = new Set<{
    predicate: (m: RecordedMessage) => boolean;
    resolve: (m: RecordedMessage) => void;
  }>();
  const speaksFor = (clientId: string, deviceId: string) =>
    clientId === deviceId || (gateways.get(clientId)?.includes(deviceId) ?? false);

  const aedes = await Aedes.createBroker({
    authenticate: (client, username, password, done) => {
      const ok =
        username === client.id && password !== undefined && keys.get(username) === password.toString();
      if (ok) {
        done(null, true);
        return;
      }
      refused.push(client.id);
      done(Object.assign(new Error('bad user name or password'), { returnCode: 4 as const }) as never, false);
    },
    authorizePublish: (client, packet, done) => {
      if (!client) {
        done(null);
        return;
      }
      const match = DEVICE_TOPIC.exec(packet.topic);
      if (!match || !UPLINK.has(match[2]!) || !speaksFor(client.id, match[1]!)) {
        done(new Error(`publication on ${packet.topic} refused`));
        return;
      }
      done(null);
    },
    authorizeSubscribe: (client, subscription, done) => {
      const match = DEVICE_TOPIC.exec(subscription.topic);
      const allowed =
        match && speaksFor(client.id, match[1]!) && (DOWNLINK.has(match[2]!) || match[2] === '#');
      done(null, allowed ? subscription : null);
    },
  });
  aedes.on('publish', (packet, client) => {
    if (packet.topic.startsWith('$SYS')) return;
    const message: RecordedMessage = {
      topic: packet.topic,
      payload: packet.payload.toString(),
      qos: packet.qos,
      retain: packet.retain,
      clientId: client?.id ?? null,
    };
    messages.push(message);
    for (const waiter of waiters) {
      if (waiter.predicate(message)) {
        waiters.delete(waiter);
        waiter.resolve(message);
      }
    }
  });
  const server = net.createServer(aedes.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  return {
    url: `mqtt://127.0.0.1:${address.port}`,
    aedes,
    messages,
    refused,
    publish: (topic, body) =>
      new Promise<void>((resolve, reject) =>
        aedes.publish(
          {
            cmd: 'publish',
            topic,
            payload: Buffer.from(JSON.stringify(body)),
            qos: 1,
            retain: false,
            dup: false,
          },
          (error) => (error ? reject(error) : resolve()),
        ),
      ),
    waitFor: (predicate, timeoutMs = 5000) => {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise<RecordedMessage>((resolve, reject) => {
        const waiter = { predicate, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`timed out waiting for a message: ${predicate}`));
        }, timeoutMs);
      });
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
    },
  };
}
