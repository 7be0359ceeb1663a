import { describe, expect, it } from 'vitest';
import { useMerchant } from '../test/devices/device-test-helpers';
import { stationInput } from '../test/stations/station-test-helpers';
import { useTestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';

// Issue 27 item 5: every text of an error answer is finished, in the caller's language:
// placeholders filled, no text of the validation library, free text refused for what it holds.

const t = useTestApp({ config: { testHooks: true } });
const m = useMerchant(t);

interface Envelope {
  code: string;
  message: string;
  data?: { fields?: Array<{ field: string; code: string; message: string }> };
}

async function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${m.token}`, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.json() as Envelope };
}

const fieldsOf = (body: Envelope) =>
  Object.fromEntries((body.data?.fields ?? []).map((f) => [f.field, f.message]));

describe(`finished error texts on ${testDatabaseKind()}`, () => {
  it('fills a field message placeholder in the language the caller asked for', async () => {
    const long = stationInput({ address: 'x'.repeat(129) });
    const zh = await post('/api/stations', long);
    expect(zh.status).toBe(422);
    expect(zh.body.message).toBe('输入有误，请检查标出的字段');
    expect(fieldsOf(zh.body).address).toBe('最多 128 个字符');
    const byQuery = await post('/api/stations?locale=en', long);
    expect(fieldsOf(byQuery.body).address).toBe('At most 128 characters');
    const byHeader = await post('/api/stations', long, { 'x-locale': 'en' });
    expect(fieldsOf(byHeader.body).address).toBe('At most 128 characters');
    const byLanguage = await post('/api/stations', long, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(fieldsOf(byLanguage.body).address).toBe('At most 128 characters');
  });

  it('answers a missing or wrong body with catalogue text, not the library', async () => {
    const missing = await post('/api/stations', null, { 'accept-language': 'en' });
    expect(missing.status).toBe(422);
    expect(missing.body.data?.fields).toEqual([
      { field: 'body', code: 'iot-validation.10001', message: 'This field is required' },
    ]);
    const wrong = await post('/api/stations', stationInput({ longitude: 'east', extra: 1 }), {
      'accept-language': 'zh',
    });
    expect(wrong.body.data?.fields).toEqual([
      { field: 'longitude', code: 'iot-validation.10020', message: '请输入有效的数字' },
      { field: 'body', code: 'iot-validation.10014', message: '包含不支持的字段' },
    ]);
  });

  it('takes < and > in an alarm description, and names what is wrong with a refused one', async () => {
    const station = await m.call('POST', '/api/stations', stationInput());
    const rule = (description: string) => ({
      name: `规则_${Math.random().toString(36).slice(2, 8)}`,
      data_type: 'device_data',
      level: 3,
      status: 'disabled',
      alert_description_type: 'custom',
      custom_alert_description: description,
      trigger_condition: {
        conditions: [{ kind: 'point', point: 'soc', comparison: '>', threshold: 20 }],
        join: 'and',
        duration_seconds: 0,
        frequency: { type: 'immediate' },
        hysteresis: 0,
      },
      trigger_filter: { type: 'station', ids: [station.json().id] },
    });
    const url = `/api/alert-mgmt/tenants/${m.tenant.id}/rules`;
    const ok = await m.call('POST', url, rule('{point} {value} > {threshold} <script>alert(1)</script>'));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().custom_alert_description).toBe(
      '{point} {value} > {threshold} <script>alert(1)</script>',
    );
    const refused = await m.call('POST', `${url}?locale=en`, rule('a\u202Eb'));
    expect(refused.statusCode).toBe(422);
    expect(fieldsOf(refused.json())).toEqual({
      custom_alert_description: 'Must not contain backslashes or invisible characters',
    });
  });
});
