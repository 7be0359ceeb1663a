import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { fieldCodes, useMerchant } from '../../test/devices/device-test-helpers';
import { createStation, signedInMerchant, subUserOf, unique } from '../../test/stations/station-test-helpers';
import { ruleInput } from '../../test/alarms/alarm-test-helpers';

const t = useTestApp({ config: { testHooks: true } });
const m = useMerchant(t);
let stationId: string;

beforeAll(async () => {
  stationId = (await createStation(m.call)).id;
});

const rulesUrl = () => `/api/alert-mgmt/tenants/${m.tenant.id}/rules`;
const trigger = (extra: Record<string, unknown>) => ({
  ...ruleInput('x').trigger_condition,
  ...extra,
});

describe(`alarm rules on ${testDatabaseKind()} (B §3–§8)`, () => {
  it('creates, reads, lists and updates a rule with every B §3 field', async () => {
    const input = ruleInput(stationId, {
      time_condition: { days: [1, 2, 3, 4, 5], start: '22:00', end: '06:00' },
      to_public: true,
      actions: [
        { type: 'email', email: 'ops@example.com', template: 'SOC {value}' },
        { type: 'sms', mobile: '13800138000' },
        { type: 'app_push' },
      ],
      notification_interval: { unit: 'minute', value: 30 },
    });
    const created = await m.call('POST', rulesUrl(), input);
    expect(created.statusCode, created.body).toBe(201);
    const rule = created.json();
    for (const key of Object.keys(input))
      expect(rule[key], key).toEqual((input as Record<string, unknown>)[key]);
    expect(rule.editable).toBe(true);

    const got = await m.call('GET', `${rulesUrl()}/${rule.id}`);
    expect(got.json()).toEqual(rule);
    const list = await m.call('GET', `${rulesUrl()}?name=${encodeURIComponent(input.name)}`);
    expect(list.json().list.map((r: { id: string }) => r.id)).toEqual([rule.id]);

    const expert = {
      ...input,
      simple_mode: false,
      level: 4,
      trigger_condition: {
        conditions: [
          { kind: 'point', point: 'cell_temp_max', comparison: '>=', threshold: 55 },
          { kind: 'point', point: 'soc', comparison: '!=', threshold: 0 },
        ],
        join: 'or',
        duration_seconds: 30,
        frequency: { type: 'count_within', times: 3, seconds: 60 },
        hysteresis: 2,
      },
    };
    const updated = await m.call('PUT', `${rulesUrl()}/${rule.id}`, expert);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().trigger_condition).toEqual(expert.trigger_condition);
    expect(updated.json().level).toBe(4);
  });

  it('expert triggers: offline and device state (device_state), log attribute (device_log)', async () => {
    const base = ruleInput(stationId, { simple_mode: false });
    const offline = await m.call('POST', rulesUrl(), {
      ...base,
      name: unique('离线_'),
      data_type: 'device_state',
      trigger_condition: trigger({
        conditions: [
          { kind: 'offline', seconds: 300 },
          { kind: 'state', state: 'online_faulty' },
        ],
        join: 'or',
      }),
    });
    expect(offline.statusCode, offline.body).toBe(201);
    const log = await m.call('POST', rulesUrl(), {
      ...base,
      name: unique('日志_'),
      data_type: 'device_log',
      trigger_condition: trigger({ conditions: [{ kind: 'log', attribute: 'code', value: 'E42' }] }),
    });
    expect(log.statusCode, log.body).toBe(201);
    // A point condition does not fit a device-log rule.
    const wrong = await m.call('POST', rulesUrl(), { ...base, name: unique('错_'), data_type: 'device_log' });
    expect(fieldCodes(wrong)['trigger_condition.conditions.0.kind']).toBe('iot-validation.10007');
  });

  it('rejects each field at its B §5 boundary and accepts the limit itself', async () => {
    const post = (extra: Record<string, unknown>) => m.call('POST', rulesUrl(), ruleInput(stationId, extra));
    const ok = async (extra: Record<string, unknown>) => {
      const res = await post(extra);
      expect(res.statusCode, res.body).toBe(201);
    };
    // Names: 2–64 of Chinese, letters, hyphen, digits, underscore.
    expect(fieldCodes(await post({ name: 'a' })).name).toBe('10001');
    expect(fieldCodes(await post({ name: 'a'.repeat(65) })).name).toBe('10001');
    expect(fieldCodes(await post({ name: 'ab cd' })).name).toBe('10001');
    await ok({ name: 'ab' });
    await ok({ name: unique('x').padEnd(64, 'y') });
    // Info template 1–1024.
    expect(fieldCodes(await post({ custom_alert_description: '' })).custom_alert_description).toBe(
      'iot-alert.10004',
    );
    expect(
      fieldCodes(await post({ custom_alert_description: 'x'.repeat(1025) })).custom_alert_description,
    ).toBe('iot-alert.10004');
    await ok({ name: unique('t'), custom_alert_description: 'x'.repeat(1024) });
    await ok({ name: unique('t'), custom_alert_description: 'x' });
    // Interval 1–59 minutes or 1–23 hours.
    for (const bad of [
      { unit: 'minute', value: 0 },
      { unit: 'minute', value: 60 },
      { unit: 'hour', value: 0 },
      { unit: 'hour', value: 24 },
    ]) {
      expect(fieldCodes(await post({ notification_interval: bad }))['notification_interval.value']).toBe(
        '10002',
      );
    }
    expect(
      fieldCodes(await post({ notification_interval: { unit: 'minute', value: 1.5 } }))[
        'notification_interval.value'
      ],
    ).toBe('iot-validation.10005');
    for (const good of [
      { unit: 'minute', value: 1 },
      { unit: 'minute', value: 59 },
      { unit: 'hour', value: 1 },
      { unit: 'hour', value: 23 },
    ]) {
      await ok({ name: unique('i'), notification_interval: good });
    }
    // E-mail and mobile formats.
    expect(
      fieldCodes(await post({ actions: [{ type: 'email', email: 'not-an-email' }] }))['actions.0.email'],
    ).toBe('login.error.015');
    expect(fieldCodes(await post({ actions: [{ type: 'sms', mobile: '12345' }] }))['actions.0.mobile']).toBe(
      'login.error.002',
    );
    expect(
      fieldCodes(await post({ actions: [{ type: 'app_push', template: '' }] }))['actions.0.template'],
    ).toBe('iot-alert.10004');
    // Alert time and times cannot be 0.
    const within = (times: number, seconds: number) =>
      post({ trigger_condition: trigger({ frequency: { type: 'count_within', times, seconds } }) });
    expect(fieldCodes(await within(0, 60))['trigger_condition.frequency.times']).toBe('iot-alert.10005');
    expect(fieldCodes(await within(3, 0))['trigger_condition.frequency.seconds']).toBe('iot-alert.10005');
    await ok({
      name: unique('f'),
      trigger_condition: trigger({ frequency: { type: 'count_within', times: 1, seconds: 1 } }),
    });
    // Simple mode: one point condition, no duration; comparisons of the list only.
    const two = trigger({
      conditions: [
        { kind: 'point', point: 'soc', comparison: '<', threshold: 20 },
        { kind: 'point', point: 'soc', comparison: '>', threshold: 90 },
      ],
    });
    expect(fieldCodes(await post({ trigger_condition: two }))['trigger_condition.conditions']).toBe(
      'iot-validation.10002',
    );
    expect(
      fieldCodes(await post({ trigger_condition: trigger({ duration_seconds: 5 }) }))[
        'trigger_condition.duration_seconds'
      ],
    ).toBe('iot-validation.10002');
    const cmp = trigger({ conditions: [{ kind: 'point', point: 'soc', comparison: '=>', threshold: 1 }] });
    expect(
      fieldCodes(await post({ trigger_condition: cmp }))['trigger_condition.conditions.0.comparison'],
    ).toBe('iot-validation.10007');
    expect(fieldCodes(await post({ level: 9 })).level).toBe('iot-validation.10007');
    expect(
      fieldCodes(await post({ time_condition: { days: [1], start: '24:00', end: '06:00' } }))[
        'time_condition.start'
      ],
    ).toBe('iot-validation.10022');
    // Filter ids must be stations the caller sees.
    const other = await post({
      trigger_filter: { type: 'station', ids: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(fieldCodes(other)['trigger_filter.ids.0']).toBe('iot-alert.10039');
    // Names are unique within the tenant.
    const name = unique('dup');
    await ok({ name });
    const dup = await post({ name });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('iot-alert.10006');
  });

  it('an enabled rule must be disabled before it is deleted (iot-alert.10001)', async () => {
    const rule = (await m.call('POST', rulesUrl(), ruleInput(stationId))).json();
    expect(rule.status).toBe('enabled');
    const refused = await m.call('DELETE', `${rulesUrl()}/${rule.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('iot-alert.10001');
    const disabled = await m.call('PUT', `${rulesUrl()}/${rule.id}/disable`);
    expect(disabled.json().status).toBe('disabled');
    expect((await m.call('DELETE', `${rulesUrl()}/${rule.id}`)).statusCode).toBe(204);
    expect((await m.call('GET', `${rulesUrl()}/${rule.id}`)).statusCode).toBe(404);
    const enabled = await m.call('PUT', `${rulesUrl()}/${rule.id}/enable`);
    expect(enabled.statusCode).toBe(404);
  });

  it('a sub-user without alert:trigger-rule:create or update is refused; sharing gives sight, not edit', async () => {
    const viewer = await subUserOf(t.app, m, ['alert:trigger-rule:view']);
    const editor = await subUserOf(t.app, m, [
      'alert:trigger-rule:view',
      'alert:trigger-rule:create',
      'alert:trigger-rule:update',
    ]);
    const denied = await viewer.as('POST', rulesUrl(), ruleInput(stationId));
    expect(denied.statusCode).toBe(403);
    const managerRule = (await m.call('POST', rulesUrl(), ruleInput(stationId))).json();
    expect((await viewer.as('PUT', `${rulesUrl()}/${managerRule.id}`, ruleInput(stationId))).statusCode).toBe(
      403,
    );

    // A rule names only stations within the author's own authority (issue 27).
    const outside = await editor.as('POST', rulesUrl(), ruleInput(stationId));
    expect(outside.statusCode, outside.body).toBe(422);
    expect(fieldCodes(outside)['trigger_filter.ids.0']).toBe('iot-alert.10039');
    const en = await editor.as('POST', `${rulesUrl()}?locale=en`, ruleInput(stationId));
    expect(en.json().data.fields[0].message).toBe(
      'This station or device does not exist or is outside your authority',
    );
    await editor.grant([stationId]);
    const own = await editor.as('POST', rulesUrl(), ruleInput(stationId));
    expect(own.statusCode, own.body).toBe(201);
    // Neither sees the manager's private rule; the editor sees its own.
    expect((await viewer.as('GET', `${rulesUrl()}/${managerRule.id}`)).statusCode).toBe(404);
    expect((await editor.as('GET', `${rulesUrl()}/${managerRule.id}`)).statusCode).toBe(404);
    const editorList = (await editor.as('GET', `${rulesUrl()}?page_size=999`)).json().list as Array<{
      id: string;
    }>;
    expect(editorList.map((r) => r.id)).toContain(own.json().id);
    expect(editorList.map((r) => r.id)).not.toContain(managerRule.id);

    // Shared with the editor: visible, not editable.
    const shared = await m.call('PUT', `${rulesUrl()}/${managerRule.id}/shares`, { user_ids: [editor.id] });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().shared_user_ids).toEqual([editor.id]);
    const seen = await editor.as('GET', `${rulesUrl()}/${managerRule.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().editable).toBe(false);
    expect((await editor.as('PUT', `${rulesUrl()}/${managerRule.id}`, ruleInput(stationId))).statusCode).toBe(
      403,
    );
    // Sharing with someone outside the tenant is a field error.
    const stranger = await signedInMerchant(t.app, t.database.db);
    const bad = await m.call('PUT', `${rulesUrl()}/${managerRule.id}/shares`, {
      user_ids: [stranger.manager.id],
    });
    expect(fieldCodes(bad)['user_ids.0']).toBe('iot-validation.10002');
  });

  it('another tenant neither sees nor changes the rules (404)', async () => {
    const rule = (await m.call('POST', rulesUrl(), ruleInput(stationId))).json();
    const other = await signedInMerchant(t.app, t.database.db);
    const ownUrl = `/api/alert-mgmt/tenants/${other.tenant.id}/rules`;
    expect((await other.call('GET', `${ownUrl}/${rule.id}`)).statusCode).toBe(404);
    expect((await other.call('GET', `${rulesUrl()}/${rule.id}`)).statusCode).toBe(404);
    expect((await other.call('PUT', `${ownUrl}/${rule.id}/disable`)).statusCode).toBe(404);
    expect((await other.call('GET', ownUrl)).json().list).toEqual([]);
    // Its own rule cannot target our station.
    const foreign = await other.call('POST', ownUrl, ruleInput(stationId));
    expect(fieldCodes(foreign)['trigger_filter.ids.0']).toBe('iot-alert.10039');
  });
});
