import net from 'node:net';
import mqtt from 'mqtt';
import mqttPacket from 'mqtt-packet';

/*
 * MQTT client steps the broker and device tests share: a device signing in with its id and key,
 * and a connection that must be refused, answered with the CONNACK code it got.
 */

/** A device connected as itself (client id = username = its id), no reconnecting. */
export function connectDevice(
  url: string,
  deviceId: string,
  key: string,
  options: mqtt.IClientOptions = {},
): Promise<mqtt.MqttClient> {
  return mqtt.connectAsync(url, {
    clientId: deviceId,
    username: deviceId,
    password: key,
    reconnectPeriod: 0,
    ...options,
  });
}

/** The CONNACK code of a refused connection; rejects when it connects after all. */
export function connectError(url: string, options: mqtt.IClientOptions): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const client = mqtt.connect(url, { reconnectPeriod: 0, connectTimeout: 5000, ...options });
    client.on('connect', () => {
      client.end(true);
      reject(new Error('connected although it must be refused'));
    });
    client.on('error', (error) => {
      client.end(true);
      resolve((error as { code?: number }).code);
    });
  });
}

/** connectError for a device signing in as itself. */
export const refusedDeviceCode = (url: string, deviceId: string, key: string) =>
  connectError(url, { clientId: deviceId, username: deviceId, password: key });

/**
 * A device on a raw socket that connects with a retained "offline" will on its status topic and
 * then says nothing, not even PINGREQ (an mqtt client would ping): the broker must fire the will.
 */
export async function silentDeviceWithWill(
  port: number,
  deviceId: string,
  key: string,
  keepalive: number,
): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    mqttPacket.generate({
      cmd: 'connect',
      protocolId: 'MQTT',
      protocolVersion: 4,
      clientId: deviceId,
      clean: true,
      keepalive,
      username: deviceId,
      password: Buffer.from(key),
      will: { topic: `ies/v1/${deviceId}/status`, payload: Buffer.from('offline'), qos: 1, retain: true },
    }),
  );
  return socket;
}

/** Subscribes the device to its command requests and answers each with code 0 (and `reply`). */
export async function answerCommands(
  device: mqtt.MqttClient,
  deviceId: string,
  reply: Record<string, unknown> = {},
): Promise<void> {
  const requests = `ies/v1/${deviceId}/cmd/req`;
  await device.subscribeAsync(requests, { qos: 1 });
  device.on('message', (topic, payload) => {
    if (topic !== requests) return;
    const request = JSON.parse(payload.toString()) as { request_id: string };
    void device.publishAsync(
      `ies/v1/${deviceId}/cmd/resp`,
      JSON.stringify({ request_id: request.request_id, code: 0, ...reply }),
      { qos: 1 },
    );
  });
}
