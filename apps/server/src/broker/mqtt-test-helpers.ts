import mqtt from 'mqtt';

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
