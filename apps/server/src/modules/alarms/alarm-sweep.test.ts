import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/test-database';
import { alarmHarness } from '../../test/alarms/alarm-harness';

// Issue 15 items 4 and 5: escalation of an unhandled alarm and reminders of an unacknowledged
// critical one, on the periodic sweep; rows are backdated instead of waiting.

const h = alarmHarness({ typeCode: 'SWEEP_TYPE', idPrefix: 'sw', alarms: { sweepIntervalMs: 0 } });
const { device, rule, send, events } = h;
const T0 = Date.now() - 3_600_000;

const ESCALATE_URL_PATH = '/escalate';

async function deliveriesOf(eventId: string, kind: string): Promise<Array<{ destination: string }>> {
  return h.database.rows(
    `select destination from alarm_deliveries where event_id = '${eventId}' and kind = '${kind}'`,
  );
}

async function run() {
  const result = await h.sweep.run();
  await h.engine.settled();
  return result;
}

const eventsUrl = () =>
  `/api/out-wrapper/group/tenants/${h.m.tenant.id}/user/${h.m.manager.id}/alert-event-data`;

describe(`alarm escalation and reminders on ${testDatabaseKind()}`, () => {
  it('an unhandled alarm is escalated once after N minutes; a handled one is not', async () => {
    const [a, b] = [await device(), await device()];
    const r = await rule([a, b], {
      escalation: {
        after_minutes: 30,
        actions: [{ type: 'webhook', url: `${h.hookUrl}${ESCALATE_URL_PATH}`, secret: '' }],
      },
    });
    await send(a, T0, { soc: 10 });
    await send(b, T0, { soc: 10 });
    const [ea, eb] = await Promise.all(
      [a, b].map(async (d) => (await events(r.id)).find((e) => e.device_id === d)!),
    );
    // Raised 10 minutes ago: not yet due.
    await h.database.rows(
      `update alarm_events set raised_at = now() - interval '10 minutes' where rule_id = '${r.id}'`,
    );
    await run();
    expect(await deliveriesOf(ea!.id, 'escalation')).toEqual([]);
    // b is handled; both were raised 31 minutes ago.
    const handled = await h.m.call('PUT', `${eventsUrl()}/handle`, {
      ids: [eb!.id],
      handler: 'ops',
      handle_method: 'reset',
    });
    expect(handled.statusCode, handled.body).toBe(200);
    await h.database.rows(
      `update alarm_events set raised_at = now() - interval '31 minutes' where rule_id = '${r.id}'`,
    );
    await run();
    expect((await deliveriesOf(ea!.id, 'escalation')).map((d) => d.destination)).toEqual([
      `${h.hookUrl}${ESCALATE_URL_PATH}`,
    ]);
    expect(await deliveriesOf(eb!.id, 'escalation')).toEqual([]);
    await run();
    expect(await deliveriesOf(ea!.id, 'escalation')).toHaveLength(1);
    const listed = await h.m.call('GET', `${eventsUrl()}?rule_id=${r.id}&page_size=10`);
    const shown = listed.json().list.find((e: { id: string }) => e.id === ea!.id);
    expect(shown.escalated_time).not.toBeNull();
  });

  it('an unacknowledged critical alarm is reminded at its interval until acknowledged', async () => {
    const d = await device();
    const minor = await device();
    const r = await rule([d], { level: 4, notification_interval: { unit: 'minute', value: 10 } });
    const low = await rule([minor], { level: 2, notification_interval: { unit: 'minute', value: 10 } });
    await send(d, T0, { soc: 10 });
    await send(minor, T0, { soc: 10 });
    const [event] = await events(r.id);
    const [minorEvent] = await events(low.id);
    const backdate = (minutes: number) =>
      h.database.rows(
        `update alarm_events set raised_at = now() - interval '${minutes} minutes',
           reminded_at = case when reminded_at is null then null else now() - interval '${minutes} minutes' end
         where id in ('${event!.id}', '${minorEvent!.id}')`,
      );
    await backdate(5);
    await run();
    expect(await deliveriesOf(event!.id, 'reminder')).toEqual([]);
    await backdate(11);
    await run();
    expect(await deliveriesOf(event!.id, 'reminder')).toHaveLength(1);
    await run(); // just reminded: not again yet
    expect(await deliveriesOf(event!.id, 'reminder')).toHaveLength(1);
    await backdate(11);
    await run();
    expect(await deliveriesOf(event!.id, 'reminder')).toHaveLength(2);
    expect(await deliveriesOf(minorEvent!.id, 'reminder')).toEqual([]); // not critical
    const ack = await h.m.call('PUT', `${eventsUrl()}/acknowledge`, { ids: [event!.id] });
    expect(ack.statusCode, ack.body).toBe(200);
    await backdate(30);
    await run();
    expect(await deliveriesOf(event!.id, 'reminder')).toHaveLength(2);
  });
});
