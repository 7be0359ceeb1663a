import { describe, expect, it } from 'vitest';
import { INTERNAL_TARGETS } from '../../test/outbound/outbound-test-helpers';
import { testDatabaseKind } from '../../test/test-database';
import { fieldCodes } from '../../test/devices/device-test-helpers';
import { alarmHarness } from '../../test/alarms/alarm-harness';
import { ruleInput } from '../../test/alarms/alarm-test-helpers';

// Issue 27 item 1: webhook and robot addresses reach no internal address — refused when a rule
// is saved, and refused again when a notice is sent (a rule stored before, or a name whose DNS
// answer changed). The harness's receiver on 127.0.0.1 is NOT allow-listed here: every request
// that reaches it is one the server should not have made.

const received: string[] = [];
/** What the test DNS answers: `rebind.test` is public until the test turns it. */
const dns: Record<string, string> = {
  'public.test': '93.184.216.34',
  'rebind.test': '93.184.216.34',
  'evil.test': '127.0.0.1',
  'metadata.test': '169.254.169.254',
};

const h = alarmHarness({
  typeCode: 'ALARM_OUT_TYPE',
  idPrefix: 'ob',
  allowReceiver: false,
  resolver: async (name) => {
    const address = dns[name];
    if (!address) throw Object.assign(new Error(`${name} unknown`), { code: 'ENOTFOUND' });
    return [{ address, family: 4 }];
  },
  receiver: (req, res) => {
    received.push(req.url ?? '');
    req.resume();
    req.on('end', () => res.end('{"errcode":0}'));
  },
  alarms: { notifications: { retryDelaysMs: [5, 5], stormMax: 1000 } },
});

const rulesUrl = () => `/api/alert-mgmt/tenants/${h.m.tenant.id}/rules`;
/** Every http(s) form of INTERNAL_TARGETS, and `localhost:22`, a name resolving to loopback … */
const SAVE_TARGETS = [
  ...INTERNAL_TARGETS.map(([url]) => url).filter((url) => /^https?:/.test(url)),
  'http://localhost:22/',
  'http://evil.test/hook',
  'https://metadata.test/latest/meta-data/',
];

function save(actions: unknown[], extra: Record<string, unknown> = {}) {
  return h.m.call('POST', rulesUrl(), {
    ...ruleInput('x'),
    trigger_filter: { type: 'all', ids: [] },
    actions,
    ...extra,
  });
}

describe(`alarm webhook and robot targets on ${testDatabaseKind()}`, () => {
  it(`refuses ${SAVE_TARGETS.length} internal targets on save, at the field, for every HTTP channel`, async () => {
    expect(SAVE_TARGETS.length).toBeGreaterThanOrEqual(24);
    for (const url of SAVE_TARGETS) {
      const res = await save([
        { type: 'email', email: 'ops@example.com' },
        { type: 'webhook', url, secret: 's' },
        { type: 'wecom', url },
        { type: 'dingtalk', url },
      ]);
      expect(fieldCodes(res), url).toEqual({
        'actions.1.url': 'iot-validation.10024',
        'actions.2.url': 'iot-validation.10024',
        'actions.3.url': 'iot-validation.10024',
      });
    }
    const escalated = await save([], {
      escalation: { after_minutes: 5, actions: [{ type: 'webhook', url: 'http://10.0.0.1/x', secret: '' }] },
    });
    expect(fieldCodes(escalated)).toEqual({ 'escalation.actions.0.url': 'iot-validation.10024' });
    expect(received).toEqual([]);
  });

  it('says why, in zh and en, and accepts a public address; an update is checked the same', async () => {
    for (const [locale, text] of [
      ['zh', '不允许使用内部或私有网络地址'],
      ['en', 'Internal or private addresses are not allowed'],
    ] as const) {
      const res = await h.m.call('POST', `${rulesUrl()}?locale=${locale}`, {
        ...ruleInput('x'),
        trigger_filter: { type: 'all', ids: [] },
        actions: [{ type: 'webhook', url: 'http://169.254.169.254/', secret: '' }],
      });
      expect(res.statusCode).toBe(422);
      const field = res.json().data.fields.find((f: { field: string }) => f.field === 'actions.0.url');
      expect(field.message).toContain(text);
    }
    const ok = await save([{ type: 'webhook', url: 'https://public.test/hook', secret: '' }]);
    expect(ok.statusCode, ok.body).toBe(201);
    const rule = ok.json();
    const updated = await h.m.call('PUT', `${rulesUrl()}/${rule.id}`, {
      ...ruleInput('x'),
      name: rule.name,
      trigger_filter: { type: 'all', ids: [] },
      actions: [{ type: 'dingtalk', url: 'http://[::1]:8080/robot' }],
    });
    expect(fieldCodes(updated)).toEqual({ 'actions.0.url': 'iot-validation.10024' });
  });

  it('never sends a notice to an internal address, whatever the stored rule or the DNS says', async () => {
    const port = new URL(h.base).port;
    const targets = [
      `http://127.0.0.1:${port}/direct`,
      `http://localhost:${port}/localhost`,
      `http://2130706433:${port}/decimal`,
      `http://0x7f.1:${port}/hex`,
      `http://[::ffff:127.0.0.1]:${port}/mapped`,
      `http://evil.test:${port}/dns`,
      `http://rebind.test:${port}/rebind`,
    ];
    const d = await h.device();
    // Saved while rebind.test still answered a public address …
    const saved = await h.m.call('POST', rulesUrl(), {
      ...ruleInput('x'),
      trigger_filter: { type: 'devices', ids: [d] },
      actions: [{ type: 'webhook', url: `http://rebind.test:${port}/rebind`, secret: 's' }],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const ruleId = saved.json().id as string;
    // … then it answers 127.0.0.1; the other targets were stored before the check existed.
    dns['rebind.test'] = '127.0.0.1';
    const actions = targets.map((url, i) =>
      i % 3 === 0 ? { type: 'webhook', url, secret: 's' } : { type: i % 3 === 1 ? 'wecom' : 'dingtalk', url },
    );
    await h.database.rows(
      `update alarm_rules set actions = '${JSON.stringify(actions)}'::jsonb where id = '${ruleId}'`,
    );
    h.engine.rulesChanged(h.m.tenant.id, ruleId);
    await h.send(d, Date.now() - 60_000, { soc: 5 });
    await h.notifier.settled();
    expect(received).toEqual([]);
    const log = await h.database.rows<{
      destination: string;
      status: string;
      attempts: number;
      last_error: string;
    }>(`select destination, status, attempts, last_error from alarm_deliveries where rule_id = '${ruleId}'`);
    expect(log).toHaveLength(targets.length);
    for (const row of log) {
      expect(row.status, row.destination).toBe('failed');
      // Refused, not retried.
      expect(row.attempts, row.destination).toBe(1);
      expect(row.last_error, row.destination).toMatch(/^refused: .* is a loopback address$/);
    }
  });
});
