import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCapture } from '../../test/mail-capture';
import { testDatabaseKind } from '../../test/test-database';
import { signedInMerchant, subUserOf } from '../../test/stations/station-test-helpers';
import { alarmHarness } from '../../test/alarms/alarm-harness';

// Issue 27 point 4 and the recovery notice of point 5: an alarm follows its rule (closed with it
// when the rule is disabled or deleted, the device back to normal) and its condition (an active
// event is handled, not deleted); a recovery is told in its own words. Real ingest, a real SMTP
// server and a local HTTP receiver standing in for webhooks, robots and the SMS gateway.

let mail: Awaited<ReturnType<typeof startMailCapture>>;
beforeAll(async () => {
  mail = await startMailCapture();
});
afterAll(async () => {
  await mail?.close();
});

interface Received {
  path: string;
  body: string;
}
const received: Received[] = [];
const h = alarmHarness({
  typeCode: 'ALARM_LIFE_TYPE',
  idPrefix: 'life',
  receiver: (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, body: Buffer.concat(chunks).toString('utf8') });
      if (path.startsWith('/broken')) res.writeHead(503).end();
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"errcode":0}');
    });
  },
  config: (base) => ({ smtpUrl: mail.url, smsHttpUrl: `${base}/sms` }),
  alarms: { notifications: { retryDelaysMs: [1], stormMax: 100, stormWindowMs: 3_600_000 } },
});

const DAY0 = Math.floor(Date.now() / 86_400_000) * 86_400_000 - 86_400_000;
const rulesUrl = () => `/api/alert-mgmt/tenants/${h.m.tenant.id}/rules`;
const eventsUrl = (tail = '') =>
  `/api/out-wrapper/group/tenants/${h.m.tenant.id}/user/${h.m.manager.id}/alert-event-data${tail}`;

async function eventsOf(ruleId: string) {
  const res = await h.m.call('GET', eventsUrl(`?rule_id=${ruleId}`));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().list as Array<{
    id: string;
    state: string;
    ended_time: string | null;
    recovered_time: string | null;
  }>;
}

async function deviceStatus(id: string): Promise<string> {
  const [row] = await h.database.rows<{ status: string }>(`select status from devices where id = '${id}'`);
  return row!.status;
}

/** A device in alarm on a rule "soc < 20" whose notices go to `path` on the receiver. */
async function alarmed(path: string, at: number, extra: Record<string, unknown> = {}) {
  const d = await h.device();
  await h.send(d, at - 1000, { soc: 50 });
  const rule = await h.rule([d], { actions: [{ type: 'webhook', url: `${h.base}${path}` }], ...extra });
  await h.send(d, at, { soc: 10 });
  const [event] = await eventsOf(rule.id);
  expect(event?.state).toBe('active');
  expect(await deviceStatus(d)).toBe('alarm');
  return { d, rule, event: event! };
}

const hooks = (path: string) =>
  received
    .filter((x) => x.path === path)
    .map((x) => JSON.parse(x.body) as { event: string; message: string });

describe(`an alarm follows its rule and its condition on ${testDatabaseKind()} (issue 27 point 4)`, () => {
  it('disabling a rule closes its active alarm "with the rule", tells it, and the device is back to normal', async () => {
    const { d, rule, event } = await alarmed('/off', DAY0 + 3_600_000);
    const off = await h.m.call('PUT', `${rulesUrl()}/${rule.id}/disable`);
    expect(off.statusCode, off.body).toBe(200);
    await h.notifier.settled();
    const [closed] = await eventsOf(rule.id);
    expect(closed).toMatchObject({ id: event.id, state: 'closed', recovered_time: null });
    expect(closed?.ended_time).not.toBeNull();
    expect(await deviceStatus(d)).toBe('online_normal');
    const told = hooks('/off');
    expect(told.map((x) => x.event)).toEqual(['alarm.raised', 'alarm.closed']);
    expect(told[1]?.message).toContain('因规则被停用而关闭');
    // Enabled again while the condition still holds: a new alarm, not a hidden one.
    expect((await h.m.call('PUT', `${rulesUrl()}/${rule.id}/enable`)).statusCode).toBe(200);
    await h.send(d, DAY0 + 3_600_000 + 5000, { soc: 9 });
    const after = await eventsOf(rule.id);
    expect(after.map((e) => e.state).sort()).toEqual(['active', 'closed']);
    expect(await deviceStatus(d)).toBe('alarm');
  });

  it('deleting a rule closes its alarms: disabled then deleted, and one left active by a rule disabled before', async () => {
    const first = await alarmed('/del-a', DAY0 + 2 * 3_600_000);
    expect((await h.m.call('PUT', `${rulesUrl()}/${first.rule.id}/disable`)).statusCode).toBe(200);
    const gone = await h.m.call('DELETE', `${rulesUrl()}/${first.rule.id}`);
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect((await eventsOf(first.rule.id)).map((e) => e.state)).toEqual(['closed']);
    expect(await deviceStatus(first.d)).toBe('online_normal');

    // An alarm still active under a disabled rule (as the code before this change left them).
    const second = await alarmed('/del-b', DAY0 + 2 * 3_600_000 + 60_000);
    await h.database.rows(`update alarm_rules set status = 'disabled' where id = '${second.rule.id}'`);
    const deleted = await h.m.call('DELETE', `${rulesUrl()}/${second.rule.id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    await h.notifier.settled();
    const [event] = await eventsOf(second.rule.id);
    expect(event).toMatchObject({ id: second.event.id, state: 'closed' });
    expect(await deviceStatus(second.d)).toBe('online_normal');
    const told = hooks('/del-b');
    expect(told.map((x) => x.event)).toEqual(['alarm.raised', 'alarm.closed']);
    expect(told[1]?.message).toContain('因规则被删除而关闭');
  });

  it('a device with another active alarm stays in alarm when one rule closes', async () => {
    const { d, rule } = await alarmed('/two-a', DAY0 + 3 * 3_600_000);
    const other = await h.rule([d], {
      actions: [],
      trigger_condition: {
        conditions: [{ kind: 'point', point: 'soc', comparison: '<', threshold: 30 }],
        join: 'and',
        duration_seconds: 0,
        frequency: { type: 'immediate' },
        hysteresis: 0,
      },
    });
    await h.send(d, DAY0 + 3 * 3_600_000 + 1000, { soc: 8 });
    expect((await eventsOf(other.id)).map((e) => e.state)).toEqual(['active']);
    expect((await h.m.call('PUT', `${rulesUrl()}/${rule.id}/disable`)).statusCode).toBe(200);
    expect(await deviceStatus(d)).toBe('alarm');
  });

  it('batch delete deletes ended events and keeps an active one, naming each kept id and why (zh and en)', async () => {
    const { d, rule, event: active } = await alarmed('/batch', DAY0 + 4 * 3_600_000);
    // An ended one of the same device: recovered, then raised again.
    await h.send(d, DAY0 + 4 * 3_600_000 + 1000, { soc: 60 });
    const [ended] = await eventsOf(rule.id);
    expect(ended?.state).toBe('recovered');
    await h.send(d, DAY0 + 4 * 3_600_000 + 2000, { soc: 5 });
    const current = (await eventsOf(rule.id)).find((e) => e.state === 'active')!;
    // An id naming no event the caller sees refuses the whole batch (as a by-id route would).
    const unknown = '00000000-0000-4000-8000-000000000000';
    const refused = await h.m.call('POST', eventsUrl('/batch-delete'), { ids: [ended!.id, unknown] });
    expect(refused.statusCode, refused.body).toBe(404);
    expect((await eventsOf(rule.id)).map((e) => e.id)).toContain(ended!.id);
    const res = await h.m.call('POST', eventsUrl('/batch-delete'), { ids: [ended!.id, current.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      count: 1,
      kept: [
        {
          id: current.id,
          code: 'iot-alert.10031',
          message: '告警仍在活动中，不能删除；请处理它，或等它结束后再删除',
        },
      ],
    });
    expect((await eventsOf(rule.id)).map((e) => e.id)).toEqual([current.id]);
    expect(await deviceStatus(d)).toBe('alarm');
    const en = await h.m.call('POST', eventsUrl('/batch-delete?locale=en'), { ids: [current.id] });
    expect(en.json()).toEqual({
      count: 0,
      kept: [
        {
          id: current.id,
          code: 'iot-alert.10031',
          message:
            'The alarm is still active and cannot be deleted; handle it, or delete it once it has ended',
        },
      ],
    });
    expect(active.id).not.toBe(current.id);
  });
});

describe(`recovery notices on ${testDatabaseKind()} (issue 27 point 5)`, () => {
  it('say the value at recovery, the threshold and how long the alarm lasted, in each recipient’s language', async () => {
    // A sub-user who reads alarms in English, and the rule's author (the manager) in Chinese.
    const reader = await subUserOf(h.app, h.m, ['alert:event:view']);
    const settings = await reader.as(
      'PUT',
      `/api/alert-mgmt/tenants/${h.m.tenant.id}/notification-settings`,
      {
        channels: ['app_push'],
        min_level: 1,
        quiet_hours: null,
        critical_in_quiet_hours: true,
        language: 'en',
      },
    );
    expect(settings.statusCode, settings.body).toBe(200);
    const email = await readerEmail(reader.id);
    const d = await h.device();
    await h.send(d, DAY0 + 5 * 3_600_000 - 1000, { soc: 50 });
    const rule = (await h.rule([d], {
      actions: [
        { type: 'email', email, template: '{device} {point}={value} below {threshold}' },
        { type: 'sms', mobile: '13800138000' },
        { type: 'webhook', url: `${h.base}/rec-hook` },
        { type: 'wecom', url: `${h.base}/rec-wecom?key=k` },
        { type: 'dingtalk', url: `${h.base}/rec-ding?access_token=t` },
      ],
    })) as { id: string; name: string };
    received.length = 0;
    const raisedAt = DAY0 + 5 * 3_600_000;
    await h.send(d, raisedAt, { soc: 10 });
    await h.send(d, raisedAt + 3_725_000, { soc: 35 }); // 1 h 2 min 5 s later
    await h.notifier.settled();
    const mails = mail.mails.filter((x) => x.to.includes(email));
    expect(mails).toHaveLength(2);
    const recovery = mails[1]!;
    expect(subjectOf(recovery.raw)).toBe(`[Alarm recovered] ${rule.name}`);
    expect(recovery.text).toContain(
      `[Recovered] ${rule.name}: ${d} SOC is 35 % at recovery (alarm when less than 20 %); the alarm lasted 1 h 2 min 5 s.`,
    );
    expect(recovery.text).not.toContain('below 20');
    const zh = `【已恢复】${rule.name}：${d} SOC 恢复时为 35 %（告警条件：小于 20 %），告警持续 1小时2分5秒。`;
    const sms = received.filter((x) => x.path === '/sms').map((x) => JSON.parse(x.body).text as string);
    expect(sms[1]).toBe(zh);
    expect(hooks('/rec-hook').map((x) => [x.event, x.message])[1]).toEqual(['alarm.recovered', zh]);
    for (const path of ['/rec-wecom?key=k', '/rec-ding?access_token=t']) {
      const [, robot] = received.filter((x) => x.path === path).map((x) => JSON.parse(x.body).text.content);
      expect(robot).toBe(`[告警恢复] ${rule.name}\n${zh}`);
    }
  });
});

describe(`the delivery log of an event on ${testDatabaseKind()} (issue 27 point 6)`, () => {
  it('lists each notice with its channel, masked recipient, state, attempts and error in words; only to whom sees the event', async () => {
    const d = await h.device();
    await h.send(d, DAY0 + 6 * 3_600_000 - 1000, { soc: 50 });
    const rule = await h.rule([d], {
      actions: [
        { type: 'email', email: 'ops.lead@example.com' },
        { type: 'sms', mobile: '13800138000' },
        { type: 'webhook', url: `${h.base}/broken/hook` },
        { type: 'wecom', url: `${h.base}/robot/send?key=secret-key` },
      ],
    });
    await h.send(d, DAY0 + 6 * 3_600_000, { soc: 10 });
    await h.notifier.settled();
    const [event] = await eventsOf(rule.id);
    const url = (tenantId: string, userId: string, id = event!.id) =>
      `/api/out-wrapper/group/tenants/${tenantId}/user/${userId}/alert-event-data/${id}/deliveries`;
    const res = await h.m.call('GET', url(h.m.tenant.id, h.m.manager.id));
    expect(res.statusCode, res.body).toBe(200);
    const byChannel = new Map(
      (res.json().list as Array<Record<string, unknown>>).map((x) => [x.channel as string, x]),
    );
    expect([...byChannel.keys()].sort()).toEqual(['email', 'sms', 'webhook', 'wecom']);
    expect(byChannel.get('email')).toMatchObject({
      kind: 'raise',
      recipient: 'o***@example.com',
      status: 'sent',
      attempts: 1,
      error: null,
    });
    expect(byChannel.get('sms')).toMatchObject({ recipient: '138****8000', status: 'sent' });
    expect(byChannel.get('webhook')).toMatchObject({
      recipient: `${h.base}/…`,
      status: 'failed',
      attempts: 2,
      error: { code: 'iot-alert.10033', message: '接收方返回了错误状态 503' },
    });
    expect(byChannel.get('wecom')).toMatchObject({ recipient: `${h.base}/…`, status: 'sent' });
    expect(res.body).not.toContain('secret-key');
    expect(res.body).not.toContain('ops.lead');
    const en = await h.m.call('GET', `${url(h.m.tenant.id, h.m.manager.id)}?locale=en`);
    const failed = (en.json().list as Array<{ channel: string; error: unknown }>).find(
      (x) => x.channel === 'webhook',
    );
    expect(failed?.error).toEqual({
      code: 'iot-alert.10033',
      message: 'The receiver answered with error status 503',
    });

    // Another tenant: the event does not exist for it, under either tenant's path.
    const other = await signedInMerchant(h.app, h.database.db);
    expect((await other.call('GET', url(other.tenant.id, other.manager.id))).statusCode).toBe(404);
    expect((await other.call('GET', url(h.m.tenant.id, other.manager.id))).statusCode).toBe(404);
    // A sub-user with the permission but no authority over the event's station: 404.
    const outside = await subUserOf(h.app, h.m, ['alert:event:view']);
    await outside.grant([]);
    expect((await outside.as('GET', url(h.m.tenant.id, outside.id))).statusCode).toBe(404);
    // Without alert:event:view: refused.
    const blind = await subUserOf(h.app, h.m, ['alert:trigger-rule:view']);
    expect((await blind.as('GET', url(h.m.tenant.id, blind.id))).statusCode).toBe(403);
    // An id that is no event.
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await h.m.call('GET', url(h.m.tenant.id, h.m.manager.id, none))).statusCode).toBe(404);
  });
});

async function readerEmail(userId: string): Promise<string> {
  const [row] = await h.database.rows<{ email: string }>(`select email from users where id = '${userId}'`);
  return row!.email;
}

/** The Subject header of a raw message, its RFC 2047 encoded words decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}
