import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCapture } from '../../test/mail-capture';
import { testDatabaseKind } from '../../test/test-database';
import { unique } from '../../test/stations/station-test-helpers';
import { AlarmDeliveriesRepository } from './alarm-deliveries.repository';
import { alarmHarness } from '../../test/alarms/alarm-harness';
import { webhookSignature } from './alarm-notifier';
import { receiverAccepts, ruleInput } from '../../test/alarms/alarm-test-helpers';

// Device-state and device-log triggers through the real ingest path, and the rules' channels
// against real receivers: a local SMTP server, and a local HTTP server standing in for the SMS
// gateway, a webhook receiver and the WeCom and DingTalk robots.

let mail: Awaited<ReturnType<typeof startMailCapture>>;
const HOUR = 3_600_000;
const DAY0 = Math.floor(Date.now() / 86_400_000) * 86_400_000 - 86_400_000;

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}
const received: Received[] = [];
/** Paths whose next answers are failures (the webhook retry test). */
const failNext = new Map<string, number>();

// Registered before the harness's: the SMTP capture is up before the app is built.
beforeAll(async () => {
  mail = await startMailCapture();
});
afterAll(async () => {
  await mail?.close();
});

const h = alarmHarness({
  typeCode: 'ALARM_CH_TYPE',
  idPrefix: 'ch',
  receiver: (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const failures = failNext.get(path) ?? 0;
      if (failures > 0) {
        failNext.set(path, failures - 1);
        res.writeHead(503).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"errcode":0,"errmsg":"ok"}');
    });
  },
  config: (base) => ({ smtpUrl: mail.url, smsHttpUrl: `${base}/sms` }),
  alarms: { notifications: { retryDelaysMs: [5, 5, 5], stormMax: 2, stormWindowMs: 3_600_000 } },
});
const { device } = h;

async function rule(deviceIds: string[], fields: Record<string, unknown>) {
  const input = ruleInput('x');
  const res = await h.m.call('POST', `/api/alert-mgmt/tenants/${h.m.tenant.id}/rules`, {
    ...input,
    trigger_filter: { type: 'devices', ids: deviceIds },
    ...fields,
    trigger_condition: { ...input.trigger_condition, ...(fields.trigger_condition as object) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string };
}

async function eventsOf(ruleId: string) {
  const res = await h.m.call(
    'GET',
    `/api/out-wrapper/group/tenants/${h.m.tenant.id}/user/${h.m.manager.id}/alert-event-data?rule_id=${ruleId}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().list as Array<{
    id: string;
    state: string;
    count: number;
    message: string;
    i18n: { message?: { en?: string } };
  }>;
}

async function status(d: string, text: 'online' | 'offline', ts: number) {
  await h.ingest.uplink(d, 'status', Buffer.from(text), ts);
  await h.engine.settled();
}
async function log(d: string, ts: number, item: Record<string, unknown>) {
  await h.ingest.uplink(d, 'logs', Buffer.from(JSON.stringify({ logs: [{ ts, ...item }] })), ts);
  await h.engine.settled();
}
async function soc(d: string, ts: number, value: number) {
  await h.ingest.uplink(d, 'telemetry', Buffer.from(JSON.stringify({ ts, values: { soc: value } })), ts);
  await h.engine.settled();
}

describe(`alarm triggers and channels on ${testDatabaseKind()} (issue 15 items 1 and 4)`, () => {
  it('device state: offline raises when the connection drops and recovers when it is back', async () => {
    const d = await device();
    const r = await rule([d], {
      data_type: 'device_state',
      simple_mode: false,
      alert_description_type: 'default',
      trigger_condition: { conditions: [{ kind: 'state', state: 'offline' }] },
    });
    await status(d, 'online', DAY0 + HOUR);
    expect(await eventsOf(r.id)).toEqual([]);
    await status(d, 'offline', DAY0 + HOUR + 1000);
    const raised = await eventsOf(r.id);
    expect(raised.map((e) => e.state)).toEqual(['active']);
    expect(raised[0]?.message).toContain('设备状态=离线');
    expect(raised[0]?.i18n.message?.en).toContain('Device status=Offline');
    await status(d, 'online', DAY0 + HOUR + 2000);
    expect((await eventsOf(r.id)).map((e) => [e.id, e.state])).toEqual([[raised[0]?.id, 'recovered']]);
  });

  it('device log: an attribute matching the value raises once; the same attribute with another value clears', async () => {
    const d = await device();
    const r = await rule([d], {
      data_type: 'device_log',
      simple_mode: false,
      alert_description_type: 'default',
      trigger_condition: { conditions: [{ kind: 'log', attribute: 'fault_code', value: '17' }] },
    });
    const t = DAY0 + 2 * HOUR;
    await log(d, t, { level: 'info', type: 'boot', data: { fw: '1.2' } });
    await log(d, t + 1000, { level: 'error', type: 'fault', data: { fault_code: 16 } });
    expect(await eventsOf(r.id)).toEqual([]);
    await log(d, t + 2000, { level: 'error', type: 'fault', data: { fault_code: 17 } });
    await log(d, t + 3000, { level: 'info', type: 'note', data: {} });
    await log(d, t + 4000, { level: 'error', type: 'fault', data: { fault_code: 17 } });
    const raised = await eventsOf(r.id);
    expect(raised.map((e) => [e.state, e.count])).toEqual([['active', 1]]);
    expect(raised[0]?.message).toContain('fault_code=17');
    await log(d, t + 5000, { level: 'info', type: 'fault', data: { fault_code: 0 } });
    expect((await eventsOf(r.id)).map((e) => e.state)).toEqual(['recovered']);
  });

  it('device log: the built-in attributes level and type, joined by OR', async () => {
    const d = await device();
    const r = await rule([d], {
      data_type: 'device_log',
      simple_mode: false,
      trigger_condition: {
        join: 'or',
        conditions: [
          { kind: 'log', attribute: 'level', value: 'critical' },
          { kind: 'log', attribute: 'type', value: 'fire' },
        ],
      },
    });
    await log(d, DAY0 + 3 * HOUR, { level: 'warn', type: 'door' });
    expect(await eventsOf(r.id)).toEqual([]);
    await log(d, DAY0 + 3 * HOUR + 1000, { level: 'warn', type: 'fire' });
    expect((await eventsOf(r.id)).map((e) => e.state)).toEqual(['active']);
  });

  it('e-mail and SMS go through the platform sender; webhook and robots receive their JSON', async () => {
    const d = await device();
    const email = `${unique('ops')}@example.com`.toLowerCase();
    const r = await rule([d], {
      actions: [
        { type: 'email', email },
        { type: 'sms', mobile: '13800138000' },
        { type: 'webhook', url: `${h.base}/hook-a`, secret: 'k3y' },
        { type: 'wecom', url: `${h.base}/wecom?key=abc` },
        { type: 'dingtalk', url: `${h.base}/ding?access_token=xyz` },
      ],
    });
    received.length = 0;
    await soc(d, DAY0 + 4 * HOUR, 10);
    const [event] = await eventsOf(r.id);
    const sent = mail.mails.filter((x) => x.to.includes(email));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain(event!.message);
    const sms = received.find((x) => x.path === '/sms');
    expect(JSON.parse(sms!.body)).toEqual({ to: '13800138000', text: event!.message });
    const hook = received.find((x) => x.path === '/hook-a')!;
    // The signature covers the time of sending: a receiver refuses it later, or with another time.
    const sentAt = Number(hook.headers['x-ies-timestamp']);
    expect(receiverAccepts('k3y', hook.headers, hook.body)).toBe(true);
    expect(receiverAccepts('k3y', hook.headers, hook.body, sentAt + 301)).toBe(false);
    expect(
      receiverAccepts('k3y', { ...hook.headers, 'x-ies-timestamp': String(sentAt + 60) }, hook.body),
    ).toBe(false);
    expect(receiverAccepts('wrong', hook.headers, hook.body)).toBe(false);
    expect(hook.headers['x-ies-signature']).toBe(webhookSignature('k3y', String(sentAt), hook.body));
    expect(JSON.parse(hook.body)).toMatchObject({
      event: 'alarm.raised',
      event_id: event!.id,
      rule_id: r.id,
      device_id: d,
      level: 3,
      value: 10,
    });
    for (const path of ['/wecom?key=abc', '/ding?access_token=xyz']) {
      const robot = JSON.parse(received.find((x) => x.path === path)!.body);
      expect(robot.msgtype).toBe('text');
      expect(robot.text.content).toContain(event!.message);
    }
    const log = await new AlarmDeliveriesRepository(h.database.db).ofEvent(event!.id);
    expect(log.map((x) => [x.channel, x.status, x.attempts]).sort()).toEqual(
      [
        ['dingtalk', 'sent', 1],
        ['email', 'sent', 1],
        ['sms', 'sent', 1],
        ['webhook', 'sent', 1],
        ['wecom', 'sent', 1],
      ].sort(),
    );
    // The robot's key is not written to the log.
    expect(log.find((x) => x.channel === 'wecom')?.destination).toBe(`${h.base}/wecom`);
    // Recovery is announced too.
    await soc(d, DAY0 + 4 * HOUR + 1000, 50);
    const recovered = received.filter((x) => x.path === '/hook-a').map((x) => JSON.parse(x.body).event);
    expect(recovered).toEqual(['alarm.raised', 'alarm.recovered']);
  });

  it('a webhook is retried after the receiver fails twice, and the log counts the attempts', async () => {
    const d = await device();
    const r = await rule([d], { actions: [{ type: 'webhook', url: `${h.base}/hook-b`, secret: 's' }] });
    failNext.set('/hook-b', 2);
    received.length = 0;
    await soc(d, DAY0 + 5 * HOUR, 5);
    const calls = received.filter((x) => x.path === '/hook-b');
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((x) => x.body)).size).toBe(1);
    const [event] = await eventsOf(r.id);
    const [delivery] = await new AlarmDeliveriesRepository(h.database.db).ofEvent(event!.id);
    expect([delivery?.status, delivery?.attempts, delivery?.lastError]).toEqual(['sent', 3, null]);
  });

  it('a receiver that never answers well is marked failed after the last retry', async () => {
    const d = await device();
    const r = await rule([d], { actions: [{ type: 'webhook', url: `${h.base}/hook-c` }] });
    failNext.set('/hook-c', 100);
    await soc(d, DAY0 + 6 * HOUR, 5);
    const [event] = await eventsOf(r.id);
    const [delivery] = await new AlarmDeliveriesRepository(h.database.db).ofEvent(event!.id);
    expect([delivery?.status, delivery?.attempts, delivery?.lastError]).toEqual([
      'failed',
      4,
      'answered 503',
    ]);
    failNext.delete('/hook-c');
  });

  it('storm guard: after 2 notices of a rule in the window the rest are suppressed, then one digest', async () => {
    const devices = [await device(), await device(), await device(), await device(), await device()];
    const r = await rule(devices, { actions: [{ type: 'webhook', url: `${h.base}/storm` }] });
    received.length = 0;
    for (const [i, d] of devices.entries()) await soc(d, DAY0 + 7 * HOUR + i * 1000, 5);
    expect(await eventsOf(r.id)).toHaveLength(5);
    expect(received.filter((x) => x.path === '/storm')).toHaveLength(2);
    h.notifier.flushDigests();
    await h.notifier.settled();
    const bodies = received.filter((x) => x.path === '/storm').map((x) => JSON.parse(x.body));
    expect(bodies.map((b) => b.event)).toEqual(['alarm.raised', 'alarm.raised', 'alarm.digest']);
    expect(bodies[2].message).toContain('3');
    const log = await new AlarmDeliveriesRepository(h.database.db).ofRule(r.id);
    expect(log.map((x) => x.status).sort()).toEqual([
      'sent',
      'sent',
      'sent',
      'suppressed',
      'suppressed',
      'suppressed',
    ]);
  });

  it('a webhook address that is not http(s) is refused with its catalogue code at the field', async () => {
    const input = ruleInput('x');
    const res = await h.m.call('POST', `/api/alert-mgmt/tenants/${h.m.tenant.id}/rules`, {
      ...input,
      trigger_filter: { type: 'all', ids: [] },
      actions: [{ type: 'webhook', url: 'ftp://example.com/x' }],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(JSON.stringify(res.json())).toContain('iot-alert.10007');
    expect(JSON.stringify(res.json())).toContain('actions');
  });
});
