import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/test-database';
import { alarmHarness } from '../../test/alarms/alarm-harness';
import { ruleInput } from '../../test/alarms/alarm-test-helpers';

// Issue 15 items 3 and 5: the "alarm" status of a device, and root-cause grouping under a
// gateway, through the real ingest path and a local webhook receiver.

const h = alarmHarness({ typeCode: 'GROUPING_TYPE', idPrefix: 'gr' });
const { device, rule, send, events } = h;
const T0 = Date.now() - 3_600_000;

/** A rule on the devices that raises once one is offline for 60 s. */
const offlineRule = (deviceIds: string[]) =>
  rule(deviceIds, {
    data_type: 'device_state',
    simple_mode: false,
    trigger_condition: {
      ...ruleInput('x').trigger_condition,
      conditions: [{ kind: 'offline', seconds: 60 }],
    },
  });

async function status(deviceId: string): Promise<string> {
  const res = await h.m.call('GET', `/api/devices/${deviceId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().status;
}

async function deliveries(ruleId: string, kind: string): Promise<number> {
  const [row] = await h.database.rows<{ n: number }>(
    `select count(*)::int as n from alarm_deliveries where rule_id = '${ruleId}' and kind = '${kind}'`,
  );
  return row!.n;
}

describe(`alarm device status and root-cause grouping on ${testDatabaseKind()}`, () => {
  it('a device with an active alarm shows "alarm"; recovery brings it back online', async () => {
    const id = await device();
    await rule([id], { actions: [] });
    await send(id, T0, { soc: 50 });
    expect(await status(id)).toBe('online_normal');
    await send(id, T0 + 1000, { soc: 10 });
    expect(await status(id)).toBe('alarm');
    const listed = await h.m.call('GET', '/api/devices?status=alarm&page_size=100');
    expect(listed.json().list.map((d: { id: string }) => d.id)).toContain(id);
    // Offline and back while the alarm is still active: "alarm" again, not plain online.
    await h.ingest.disconnected(id, T0 + 2000);
    await h.engine.settled();
    expect(await status(id)).toBe('offline');
    await h.ingest.connected(id, T0 + 3000);
    await h.engine.settled();
    expect(await status(id)).toBe('alarm');
    await send(id, T0 + 4000, { soc: 60 });
    expect(await status(id)).toBe('online_normal');
  });

  it('a gateway with 20 sub-devices going offline is one root alarm and one notification', async () => {
    const gateway = await device();
    const subs: string[] = [];
    for (let i = 0; i < 20; i += 1) subs.push(await device(gateway));
    const offline = await offlineRule([gateway, ...subs]);
    for (const id of [gateway, ...subs]) await send(id, T0, { soc: 50 });
    await h.ingest.disconnected(gateway, T0 + 1000);
    await h.engine.settled();
    await h.engine.tick(T0 + 120_000);
    await h.engine.settled();

    const raised = await events(offline.id);
    expect(raised).toHaveLength(21);
    const roots = raised.filter((e) => e.parent_event_id === null);
    expect(roots.map((e) => e.device_id)).toEqual([gateway]);
    const grouped = raised.filter((e) => e.parent_event_id === roots[0]!.id);
    expect(grouped.map((e) => e.device_id).sort()).toEqual([...subs].sort());
    expect(await deliveries(offline.id, 'raise')).toBe(1);
    expect(await deliveries(offline.id, 'digest')).toBe(0);

    // The gateway comes back: the root and everything under it recover, told once.
    await h.ingest.connected(gateway, T0 + 130_000);
    await h.engine.settled();
    const after = await events(offline.id);
    expect(after.filter((e) => e.state !== 'recovered')).toEqual([]);
    expect(after).toHaveLength(21);
    expect(await deliveries(offline.id, 'recover')).toBe(1);
    // The sub-devices' silence counts again from the recovery: no new alarm at once.
    await h.engine.tick(T0 + 140_000);
    await h.engine.settled();
    expect(await events(offline.id)).toHaveLength(21);
  });

  it('an offline sub-device behind a gateway that is up is told on its own', async () => {
    const gateway = await device();
    const sub = await device(gateway);
    const offline = await offlineRule([gateway, sub]);
    await send(sub, T0, { soc: 50 });
    await send(gateway, T0 + 100_000, { soc: 50 });
    await h.engine.tick(T0 + 120_000);
    await h.engine.settled();
    const raised = await events(offline.id);
    expect(raised.map((e) => [e.device_id, e.parent_event_id])).toEqual([[sub, null]]);
    expect(await deliveries(offline.id, 'raise')).toBe(1);
  });

  it('a gateway that just went silent (no disconnect) groups the silent devices behind it too', async () => {
    const gateway = await device();
    const subs = [await device(gateway), await device(gateway), await device(gateway)];
    const offline = await offlineRule([gateway, ...subs]);
    for (const id of [gateway, ...subs]) await send(id, T0, { soc: 50 });
    await h.engine.tick(T0 + 120_000);
    await h.engine.settled();
    const raised = await events(offline.id);
    const roots = raised.filter((e) => e.parent_event_id === null);
    expect(roots.map((e) => e.device_id)).toEqual([gateway]);
    expect(raised.filter((e) => e.parent_event_id === roots[0]!.id)).toHaveLength(3);
    expect(await deliveries(offline.id, 'raise')).toBe(1);
    // It sends again (no connect message): its root and the grouped alarms recover.
    await send(gateway, T0 + 130_000, { soc: 50 });
    expect((await events(offline.id)).filter((e) => e.state !== 'recovered')).toEqual([]);
    expect(await deliveries(offline.id, 'recover')).toBe(1);
  });
});
