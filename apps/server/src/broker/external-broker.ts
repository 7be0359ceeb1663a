import mqtt from 'mqtt';
import type { BrokerHandle } from './broker';

/** Connects the platform to an external broker (Mosquitto, EMQX); reconnects on its own. */
export async function connectExternalBroker(
  url: string,
  clientId: string,
): Promise<BrokerHandle & { client: mqtt.MqttClient }> {
  const client = mqtt.connect(url, { clientId, reconnectPeriod: 2000, connectTimeout: 5000 });
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
    async close() {
      await client.endAsync(true);
    },
  };
}
