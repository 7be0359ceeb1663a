import type { PriceTemplate, PriceTemplateList, StationTariffList } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { fieldCodes } from '../../test/devices/device-test-helpers';
import {
  createStation,
  type Merchant,
  signedInMerchant,
  subUserOf,
} from '../../test/stations/station-test-helpers';
import {
  createTemplate,
  FIVE_BANDS,
  period,
  templateInput,
  templatesUrl,
} from '../../test/prices/prices-test-helpers';

const t = useTestApp({ config: { testHooks: true } });

const merchant = () => signedInMerchant(t.app, t.database.db);

async function total(m: Merchant): Promise<number> {
  const res = await m.call('GET', templatesUrl(m.tenant.id));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PriceTemplateList).pagination.total_size;
}

/** POSTs a config change and returns the 422 field codes; asserts nothing was stored. */
async function refusedConfig(m: Merchant, config: Record<string, unknown>) {
  const before = await total(m);
  const res = await m.call('POST', templatesUrl(m.tenant.id), templateInput({}, config));
  const codes = fieldCodes(res);
  expect(await total(m)).toBe(before);
  return codes;
}

describe(`price templates on ${testDatabaseKind()}`, () => {
  it('serves the spec calls with their exact fields and paging', async () => {
    const m = await merchant();
    const created = await createTemplate(m.call, m.tenant.id, { name: '工业_峰谷', remark: '2025 夏季' });
    expect(created).toMatchObject({
      name: '工业_峰谷',
      remark: '2025 夏季',
      station_count: 0,
      config: {
        charge_price: 0.3,
        discharge_price: 1.0,
        grid_connection_price: 0.39,
        demand_charge_per_kw: null,
        periods: FIVE_BANDS,
        weekday_plans: [],
        special_periods: [],
      },
    });
    for (let i = 0; i < 2; i++) await createTemplate(m.call, m.tenant.id);

    const page = await m.call('GET', `${templatesUrl(m.tenant.id)}?current_page=2&page_size=2`);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json() as PriceTemplateList;
    expect(body.pagination).toEqual({ total_size: 3, current_page: 2, page_size: 2 });
    expect(body.list).toHaveLength(1);

    const search = await m.call('GET', `${templatesUrl(m.tenant.id)}?name=${encodeURIComponent('峰谷')}`);
    expect((search.json() as PriceTemplateList).list.map((r) => r.name)).toEqual(['工业_峰谷']);

    const one = await m.call('GET', templatesUrl(m.tenant.id, created.id));
    expect(one.json()).toMatchObject({ id: created.id, name: '工业_峰谷' });

    const put = await m.call(
      'PUT',
      templatesUrl(m.tenant.id, created.id),
      templateInput(
        { name: '工业_峰谷2', remark: '' },
        {
          demand_charge_per_kw: 32.5,
          weekday_plans: [{ weekdays: [6, 7], periods: [period('flat', '00:00', '23:59', 0.55)] }],
          special_periods: [
            { name: '夏季', start_date: '07-01', end_date: '08-31', periods: FIVE_BANDS },
            {
              name: '春节',
              start_date: '02-01',
              end_date: '02-07',
              periods: [period('valley', '00:00', '23:59', 0.2)],
            },
          ],
        },
      ),
    );
    expect(put.statusCode, put.body).toBe(200);
    const updated = put.json() as PriceTemplate;
    expect(updated.name).toBe('工业_峰谷2');
    expect(updated.config.demand_charge_per_kw).toBe(32.5);
    expect(updated.config.special_periods).toHaveLength(2);

    const del = await m.call('DELETE', templatesUrl(m.tenant.id, created.id));
    expect(del.statusCode, del.body).toBe(204);
    expect((await m.call('GET', templatesUrl(m.tenant.id, created.id))).statusCode).toBe(404);
  });

  it('accepts a day from 00:00 to 23:59 and refuses a late start, an early end, a gap and an overlap', async () => {
    const m = await merchant();
    await createTemplate(m.call, m.tenant.id, {}, { periods: [period('flat', '00:00', '23:59')] });

    expect(await refusedConfig(m, { periods: [period('flat', '00:01', '23:59')] })).toEqual({
      'config.periods.0.start': 'iot-price.10003',
    });
    expect(await refusedConfig(m, { periods: [period('flat', '00:00', '23:58')] })).toEqual({
      'config.periods.0.end': 'iot-price.10003',
    });
    expect(
      await refusedConfig(m, {
        periods: [period('valley', '00:00', '08:00'), period('peak', '08:01', '23:59')],
      }),
    ).toEqual({ 'config.periods.1.start': 'iot-price.10003' });
    expect(
      await refusedConfig(m, {
        periods: [period('peak', '07:59', '23:59'), period('valley', '00:00', '08:00')],
      }),
    ).toEqual({ 'config.periods.0.start': 'iot-price.10004' });
    expect(await refusedConfig(m, { periods: [period('flat', '00:00', '00:00')] })).toEqual({
      'config.periods.0.end': 'iot-validation.10008',
    });
    expect(await refusedConfig(m, { periods: [period('flat', '00:00', '24:00')] })).toEqual({
      'config.periods.0.end': 'iot-validation.10022',
    });
    expect(await refusedConfig(m, { periods: [period('noon', '00:00', '23:59')] })).toEqual({
      'config.periods.0.property': 'iot-validation.10007',
    });
    // The same day rule inside a weekday plan and a special period.
    expect(
      await refusedConfig(m, {
        weekday_plans: [{ weekdays: [6, 7], periods: [period('flat', '00:00', '12:00')] }],
      }),
    ).toEqual({ 'config.weekday_plans.0.periods.0.end': 'iot-price.10003' });
    expect(
      await refusedConfig(m, {
        weekday_plans: [
          { weekdays: [6], periods: FIVE_BANDS },
          { weekdays: [6, 7], periods: FIVE_BANDS },
        ],
      }),
    ).toEqual({ 'config.weekday_plans.1.weekdays': 'iot-validation.10012' });
  });

  it('keeps its name and remark per language for each reader (issue 34)', async () => {
    const m = await merchant();
    const i18n = {
      name: { zh: '演示_五段分时电价_CNY', en: 'Demo-five-band-tariff-CNY' },
      remark: { zh: '演示：五段分时电价', en: 'Demo: five-band time-of-use tariff' },
    };
    const res = await m.call('POST', templatesUrl(m.tenant.id), templateInput({ i18n }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().i18n).toEqual(i18n);
    const got = await m.call('GET', templatesUrl(m.tenant.id, res.json().id));
    expect(got.json().i18n).toEqual(i18n);
    const bad = await m.call(
      'POST',
      templatesUrl(m.tenant.id),
      templateInput({ i18n: { name: { en: 'a b' } } }),
    );
    expect(bad.statusCode).toBe(422);
    expect(fieldCodes(bad)).toEqual({ 'i18n.name.en': '10001' });
  });

  it('takes prices of 0 and with 10 decimals, refuses 11 decimals and negatives', async () => {
    const m = await merchant();
    const ten = 0.1234567891;
    const created = await createTemplate(
      m.call,
      m.tenant.id,
      {},
      { charge_price: 0, grid_connection_price: ten, periods: [period('flat', '00:00', '23:59', ten)] },
    );
    expect(created.config).toMatchObject({ charge_price: 0, grid_connection_price: ten });

    expect(await refusedConfig(m, { discharge_price: 0.12345678901 })).toEqual({
      'config.discharge_price': 'iot-validation.10006',
    });
    expect(await refusedConfig(m, { periods: [period('flat', '00:00', '23:59', 0.12345678901)] })).toEqual({
      'config.periods.0.price': 'iot-validation.10006',
    });
    expect(await refusedConfig(m, { charge_price: -0.1 })).toEqual({ 'config.charge_price': '10003' });
    expect(await refusedConfig(m, { demand_charge_per_kw: -1 })).toEqual({
      'config.demand_charge_per_kw': '10003',
    });
  });

  it('takes 10 special periods and refuses 11, and overlapping date ranges', async () => {
    const m = await merchant();
    const special = (month: number) => ({
      name: `月份${month}`,
      start_date: `${String(month).padStart(2, '0')}-01`,
      end_date: `${String(month).padStart(2, '0')}-28`,
      periods: [period('flat', '00:00', '23:59', 0.4)],
    });
    const ten = Array.from({ length: 10 }, (_, i) => special(i + 1));
    await createTemplate(m.call, m.tenant.id, {}, { special_periods: ten });
    expect(await refusedConfig(m, { special_periods: [...ten, special(11)] })).toEqual({
      'config.special_periods': 'iot-price.10006',
    });
    expect(
      await refusedConfig(m, {
        special_periods: [special(7), { ...special(8), start_date: '07-28' }],
      }),
    ).toEqual({ 'config.special_periods.1.start_date': 'iot-price.10004' });
    expect(
      await refusedConfig(m, {
        special_periods: [{ ...special(7), start_date: '07-29', end_date: '07-01' }],
      }),
    ).toEqual({ 'config.special_periods.0.end_date': 'iot-validation.10008' });
    expect(await refusedConfig(m, { special_periods: [{ ...special(2), end_date: '02-30' }] })).toEqual({
      'config.special_periods.0.end_date': 'iot-validation.10016',
    });
  });

  it('keeps at most 20 templates per tenant', async () => {
    const m = await merchant();
    for (let i = 0; i < 20; i++) await createTemplate(m.call, m.tenant.id);
    const res = await m.call('POST', `${templatesUrl(m.tenant.id)}?locale=en`, templateInput());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'iot-price.10005', message: 'At most 20 prices can be added' });
    expect(await total(m)).toBe(20);
    // Another tenant is not affected.
    const other = await merchant();
    await createTemplate(other.call, other.tenant.id);
  });

  it('requires a name, unique in the tenant regardless of case, not across tenants', async () => {
    const m = await merchant();
    // The first issue of a field is the one shown: empty is "required", not the name rule.
    const empty = await m.call('POST', templatesUrl(m.tenant.id), templateInput({ name: '' }));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data.fields[0]).toMatchObject({ field: 'name', code: 'iot-validation.10001' });
    expect(fieldCodes(await m.call('POST', templatesUrl(m.tenant.id), templateInput({ name: 'a' })))).toEqual(
      {
        name: '10001',
      },
    );
    const missing = templateInput();
    delete (missing as Record<string, unknown>).name;
    expect(fieldCodes(await m.call('POST', templatesUrl(m.tenant.id), missing))).toEqual({
      name: 'iot-validation.10001',
    });
    const first = await createTemplate(m.call, m.tenant.id, { name: 'Summer_A' });
    const again = await m.call('POST', templatesUrl(m.tenant.id), templateInput({ name: 'summer_a' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'iot-price.10002',
      message: '电价名称已存在',
      data: { fields: [{ field: 'name', code: 'iot-price.10002' }] },
    });
    const second = await createTemplate(m.call, m.tenant.id, { name: 'Summer_B' });
    const rename = await m.call(
      'PUT',
      templatesUrl(m.tenant.id, second.id),
      templateInput({ name: 'SUMMER_A' }),
    );
    expect(rename.statusCode).toBe(409);
    expect((await m.call('GET', templatesUrl(m.tenant.id, second.id))).json()).toMatchObject({
      name: 'Summer_B',
    });
    // Renaming to its own name is fine; another tenant may use the name.
    expect(
      (await m.call('PUT', templatesUrl(m.tenant.id, first.id), templateInput({ name: 'Summer_A' })))
        .statusCode,
    ).toBe(200);
    const other = await merchant();
    await createTemplate(other.call, other.tenant.id, { name: 'Summer_A' });
  });

  it("answers 404 for another tenant's path or template", async () => {
    const a = await merchant();
    const b = await merchant();
    const mine = await createTemplate(a.call, a.tenant.id);
    expect((await a.call('GET', templatesUrl(b.tenant.id))).statusCode).toBe(404);
    expect((await a.call('POST', templatesUrl(b.tenant.id), templateInput())).statusCode).toBe(404);
    expect((await b.call('GET', templatesUrl(b.tenant.id, mine.id))).statusCode).toBe(404);
    expect((await b.call('PUT', templatesUrl(b.tenant.id, mine.id), templateInput())).statusCode).toBe(404);
    expect((await b.call('DELETE', templatesUrl(b.tenant.id, mine.id))).statusCode).toBe(404);
    expect((await a.call('GET', templatesUrl(a.tenant.id, mine.id))).statusCode).toBe(200);
  });

  it('refuses a sub-user without the price permission and lets one with it work', async () => {
    const m = await merchant();
    const template = await createTemplate(m.call, m.tenant.id);
    const none = await subUserOf(t.app, m, ['station:view']);
    expect((await none.as('GET', templatesUrl(m.tenant.id))).statusCode).toBe(403);
    expect((await none.as('POST', templatesUrl(m.tenant.id), templateInput())).json()).toMatchObject({
      code: 'iot-http.403',
    });
    const viewer = await subUserOf(t.app, m, ['price:view']);
    expect((await viewer.as('GET', templatesUrl(m.tenant.id, template.id))).statusCode).toBe(200);
    expect((await viewer.as('POST', templatesUrl(m.tenant.id), templateInput())).statusCode).toBe(403);
    expect((await viewer.as('DELETE', templatesUrl(m.tenant.id, template.id))).statusCode).toBe(403);
    const editor = await subUserOf(t.app, m, ['price:view', 'price:create', 'price:update', 'price:delete']);
    const made = await editor.as('POST', templatesUrl(m.tenant.id), templateInput());
    expect(made.statusCode, made.body).toBe(201);
    expect((await editor.as('DELETE', templatesUrl(m.tenant.id, made.json().id))).statusCode).toBe(204);
  });
});

describe(`station tariffs on ${testDatabaseKind()}`, () => {
  it('keeps versions by effective date and refuses deleting a template in use', async () => {
    const m = await merchant();
    const station = await createStation(m.call);
    const first = await createTemplate(m.call, m.tenant.id);
    const second = await createTemplate(m.call, m.tenant.id);
    const url = `/api/stations/${station.id}/tariffs`;

    const v1 = await m.call('POST', url, { template_id: first.id, effective_from: '2020-01-01' });
    expect(v1.statusCode, v1.body).toBe(201);
    const v2 = await m.call('POST', url, { template_id: second.id, effective_from: '2099-01-01' });
    expect(v2.statusCode, v2.body).toBe(201);
    const list = (await m.call('GET', url)).json() as StationTariffList;
    expect(list.list.map((v) => [v.effective_from, v.template_name])).toEqual([
      ['2099-01-01', second.name],
      ['2020-01-01', first.name],
    ]);
    expect(list.current).toMatchObject({ template_id: first.id, effective_from: '2020-01-01' });
    expect((await m.call('GET', templatesUrl(m.tenant.id, first.id))).json()).toMatchObject({
      station_count: 1,
    });

    const refused = await m.call('DELETE', `${templatesUrl(m.tenant.id, second.id)}?locale=en`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'iot-price.10001',
      message: 'The price template is in use, clear the selection and retry',
    });
    expect((await m.call('GET', templatesUrl(m.tenant.id, second.id))).statusCode).toBe(200);

    // Same date replaces the version; removing the planned one frees its template.
    const replaced = await m.call('POST', url, { template_id: first.id, effective_from: '2099-01-01' });
    expect(replaced.statusCode).toBe(201);
    expect(((await m.call('GET', url)).json() as StationTariffList).list).toHaveLength(2);
    expect((await m.call('DELETE', templatesUrl(m.tenant.id, second.id))).statusCode).toBe(204);

    expect(
      fieldCodes(await m.call('POST', url, { template_id: first.id, effective_from: '2025-02-30' })),
    ).toEqual({ effective_from: 'iot-validation.10016' });
    const b = await merchant();
    const foreign = await createTemplate(b.call, b.tenant.id);
    expect(
      fieldCodes(await m.call('POST', url, { template_id: foreign.id, effective_from: '2025-01-01' })),
    ).toEqual({
      template_id: 'iot-validation.10002',
    });
  });

  it('answers 404 for a station outside the caller’s authority', async () => {
    const m = await merchant();
    const seen = await createStation(m.call);
    const hidden = await createStation(m.call);
    const template = await createTemplate(m.call, m.tenant.id);
    const sub = await subUserOf(t.app, m, ['station:view', 'station:update', 'price:view']);
    await sub.grant([seen.id]);
    const body = { template_id: template.id, effective_from: '2024-01-01' };
    expect((await sub.as('POST', `/api/stations/${seen.id}/tariffs`, body)).statusCode).toBe(201);
    expect((await sub.as('POST', `/api/stations/${hidden.id}/tariffs`, body)).statusCode).toBe(404);
    expect((await sub.as('GET', `/api/stations/${hidden.id}/tariffs`)).statusCode).toBe(404);
    const other = await merchant();
    expect((await other.call('GET', `/api/stations/${seen.id}/tariffs`)).statusCode).toBe(404);
  });
});
