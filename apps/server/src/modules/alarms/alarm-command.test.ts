import type mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../test/ingest/test-fixtures';
import { testDatabaseKind } from '../../test/test-database';
import { subUserOf, unique } from '../../test/stations/station-test-helpers';
import { AlarmDeliveriesRepository } from './alarm-deliveries.repository';
import { alarmHarness } from '../../test/alarms/alarm-harness';
import { connectDevice } from '../../test/broker/mqtt-test-helpers';

// A rule's control-command action: a raised alarm issues the command through the device command
// state machine (its checks, limits and audit) to a device connected over the embedded MQTT broker.

const h = alarmHarness({
  typeCode: 'ALARM_CMD_TYPE',
  idPrefix: 'acmd',
  broker: true,
  operations: [
    {
      name: 'stop',
      zh: '停机',
      objectid: 1,
      methodid: 1,
      params: [{ name: 'reason', type: 'string', enum: ['soc', 'temp'] }],
    },
  ],
});
const clients: mqtt.MqttClient[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true).catch(() => {})));
});

/** A device of the harness's type, connected and listening on its `cmd/req`. */
async function connectedDevice() {
  const id = unique('acmd');
  const res = await h.m.call('POST', '/api/devices', { id, name: id, type_id: h.typeId });
  expect(res.statusCode, res.body).toBe(201);
  const client = await connectDevice(h.broker!.url!, id, (res.json() as { key: string }).key, {
    connectTimeout: 5000,
  });
  clients.push(client);
  const received: Array<{ request_id: string; method: string; params: unknown }> = [];
  await client.subscribeAsync(`ies/v1/${id}/cmd/req`, { qos: 1 });
  client.on('message', (_topic, payload) => received.push(JSON.parse(payload.toString())));
  await waitFor(async () => {
    const [row] = await h.database.rows<{ status: string }>(`select status from devices where id = '${id}'`);
    return row?.status === 'online_normal';
  });
  return { id, received };
}

async function commandsOf(deviceId: string) {
  return h.database.rows<{ id: string; operation: string; state: string; created_by: string | null }>(
    `select id, operation, state, created_by from device_commands where device_id = '${deviceId}'`,
  );
}

describe(`alarm command action on ${testDatabaseKind()}`, () => {
  it('a raised alarm sends the command to the device, audited as the rule, logged as a delivery', async () => {
    const device = await connectedDevice();
    const rule = await h.rule([device.id], {
      actions: [{ type: 'command', operation: 'stop', params: { reason: 'soc' } }],
    });
    await h.send(device.id, Date.now(), { soc: 10 });
    await h.notifier.settled();
    const req = await waitFor(() => device.received[0]);
    expect(req).toMatchObject({ method: 'stop', params: { reason: 'soc' } });

    const [command] = await commandsOf(device.id);
    expect(command).toMatchObject({ operation: 'stop', state: 'sent', created_by: h.m.manager.id });
    const events = await h.database.rows<{ state: string; actor: string }>(
      `select state, actor from device_command_events where command_id = '${command!.id}'`,
    );
    expect(events).toHaveLength(2);
    expect(events).toEqual(
      expect.arrayContaining([
        { state: 'pending', actor: `alarm-rule:${rule.id}` },
        { state: 'sent', actor: 'platform' },
      ]),
    );
    const deliveries = await new AlarmDeliveriesRepository(h.database.db).ofRule(rule.id);
    expect(deliveries).toEqual([
      expect.objectContaining({ channel: 'command', destination: `${device.id}/stop`, status: 'sent' }),
    ]);

    // The same alarm repeating raises nothing new, so no second command.
    await h.send(device.id, Date.now() + 1000, { soc: 9 });
    await h.notifier.settled();
    expect(await commandsOf(device.id)).toHaveLength(1);
  }, 60_000);

  it('with device_id, the command goes to that device of the tenant instead of the alarmed one', async () => {
    const alarmed = await connectedDevice();
    const other = await connectedDevice();
    await h.rule([alarmed.id], {
      actions: [{ type: 'command', operation: 'stop', params: { reason: 'temp' }, device_id: other.id }],
    });
    await h.send(alarmed.id, Date.now(), { soc: 10 });
    await h.notifier.settled();
    expect(await waitFor(() => other.received[0])).toMatchObject({
      method: 'stop',
      params: { reason: 'temp' },
    });
    expect(alarmed.received).toHaveLength(0);
    expect(await commandsOf(alarmed.id)).toHaveLength(0);
  }, 60_000);

  it('a command the device type does not have is refused by the command service and logged failed', async () => {
    const device = await connectedDevice();
    const rule = await h.rule([device.id], {
      actions: [{ type: 'command', operation: 'explode', params: {} }],
    });
    await h.send(device.id, Date.now(), { soc: 10 });
    await h.notifier.settled();
    const deliveries = await new AlarmDeliveriesRepository(h.database.db).ofRule(rule.id);
    expect(deliveries).toEqual([
      expect.objectContaining({ channel: 'command', status: 'failed', lastError: 'iot-alert.10003' }),
    ]);
    expect(await commandsOf(device.id)).toHaveLength(0);
    expect(device.received).toHaveLength(0);
  }, 60_000);

  it('a command action without an operation, or to a device not of the tenant, is refused at the field on save', async () => {
    const res = await h.m.call('POST', `/api/alert-mgmt/tenants/${h.m.tenant.id}/rules`, {
      name: unique('规则_'),
      data_type: 'device_data',
      level: 3,
      trigger_condition: { conditions: [{ kind: 'point', point: 'soc', comparison: '<', threshold: 20 }] },
      trigger_filter: { type: 'all', ids: [] },
      actions: [{ type: 'command', operation: '' }],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().data.fields).toEqual([expect.objectContaining({ field: 'actions.0.operation' })]);

    const elsewhere = await h.m.call('POST', `/api/alert-mgmt/tenants/${h.m.tenant.id}/rules`, {
      name: unique('规则_'),
      data_type: 'device_data',
      level: 3,
      trigger_condition: { conditions: [{ kind: 'point', point: 'soc', comparison: '<', threshold: 20 }] },
      trigger_filter: { type: 'all', ids: [] },
      actions: [{ type: 'app_push' }, { type: 'command', operation: 'stop', device_id: 'no-such-device' }],
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(422);
    expect(elsewhere.json().data.fields).toEqual([
      expect.objectContaining({ field: 'actions.1.device_id', code: 'iot-alert.10003' }),
    ]);
  }, 60_000);
  it('a rule may command only what its author could command by hand', async () => {
    const device = await h.device();
    const rulesUrl = `/api/alert-mgmt/tenants/${h.m.tenant.id}/rules`;
    const rule = (filter: { type: string; ids: string[] }, deviceId?: string) => ({
      name: unique('规则_'),
      data_type: 'device_data',
      level: 3,
      trigger_condition: { conditions: [{ kind: 'point', point: 'soc', comparison: '<', threshold: 20 }] },
      trigger_filter: filter,
      actions: [
        {
          type: 'command',
          operation: 'stop',
          params: { reason: 'soc' },
          ...(deviceId ? { device_id: deviceId } : {}),
        },
      ],
    });
    const ruleMaker = await subUserOf(h.app, h.m, ['alert:trigger-rule:view', 'alert:trigger-rule:create']);
    const denied = await ruleMaker.as('POST', rulesUrl, rule({ type: 'devices', ids: [device] }));
    expect(denied.statusCode, denied.body).toBe(403);

    const operator = await subUserOf(h.app, h.m, [
      'alert:trigger-rule:view',
      'alert:trigger-rule:create',
      'device:view',
      'device:command',
    ]);
    // The device is not in the operator's scope: neither named nor as the rule's own device.
    const named = await operator.as('POST', rulesUrl, rule({ type: 'all', ids: [] }, device));
    expect(named.statusCode, named.body).toBe(422);
    expect(named.json().data.fields).toEqual([
      expect.objectContaining({ field: 'actions.0.device_id', code: 'iot-alert.10003' }),
    ]);
    const own = await operator.as('POST', rulesUrl, rule({ type: 'devices', ids: [device] }));
    expect(own.statusCode, own.body).toBe(422);

    await operator.grant([], { allDevices: true });
    const granted = await operator.as('POST', rulesUrl, rule({ type: 'devices', ids: [device] }));
    expect(granted.statusCode, granted.body).toBe(201);
    // Every device of the tenant, now and to come, is more than a sub-user's scope can promise.
    const everyDevice = await operator.as('POST', rulesUrl, rule({ type: 'all', ids: [] }));
    expect(everyDevice.statusCode, everyDevice.body).toBe(422);
    expect(everyDevice.json().data.fields).toEqual([
      expect.objectContaining({ field: 'actions.0.device_id', code: 'iot-alert.10003' }),
    ]);
  }, 60_000);
});
