import mqtt, { type MqttClient } from 'mqtt';

/**
 * A scripted device on MQTT: reports `values(seq)` every `everyMs`, so a screen can be seen
 * moving. It reconnects on its own (the broker restarts with the server).
 */
export function startReporter(
  brokerUrl: string,
  id: string,
  key: string,
  values: (seq: number) => Record<string, unknown>,
  everyMs = 2_000,
) {
  const client: MqttClient = mqtt.connect(brokerUrl, {
    clientId: id,
    username: id,
    password: key,
    protocolVersion: 4,
    reconnectPeriod: 1000,
  });
  let seq = 0;
  const report = () => {
    if (!client.connected) return;
    seq += 1;
    client.publish(`ies/v1/${id}/telemetry`, JSON.stringify({ ts: Date.now(), seq, values: values(seq) }), {
      qos: 1,
    });
  };
  client.on('connect', () => client.publish(`ies/v1/${id}/status`, 'online', { qos: 1, retain: true }));
  const timer = setInterval(report, everyMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await client.endAsync(true);
    },
  };
}
