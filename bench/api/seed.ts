// The API benchmark's fleet: stations, devices and bindings made through the API (as a merchant
// would), history written set-based in SQL (the rollup levels the read paths use, and the raw rows
// of today), and signed-in sessions for the simulated users.
import type { FastifyInstance } from 'fastify';
import { createMerchant, FACTORY_PASSWORD } from '../../apps/server/src/test/factories/users';
import type { Database } from '../../apps/server/src/db/database';
import { ensurePartitions, type Executor } from '../../apps/server/src/telemetry/telemetry.repository';

export interface FleetSize {
  stations: number;
  /** Days of day rollups (the year); hour rollups cover `hourDays`, 5-minute ones and raw rows today. */
  days: number;
  hourDays: number;
  users: number;
}

/** Ten devices per station: what a mid-sized storage and solar site binds. */
const KIT = [
  ['ES_PCS', 4],
  ['ES_BMS', 2],
  ['GRID_METER', 1],
  ['RS_INVERT_25KW', 2],
  ['LOAD_METER', 1],
] as const;

/** Counter and power points per type, with a rate (kWh per hour) for counters. */
export const POINTS: Record<
  string,
  { counters: Record<string, number>; values: Record<string, number | string> }
> = {
  ES_PCS: { counters: { charge_kwh: 20, discharge_kwh: 18 }, values: { active_power: 35.5, state: 'run' } },
  ES_BMS: { counters: {}, values: { soc: 62.5, soh: 98 } },
  GRID_METER: { counters: { import_kwh: 30, export_kwh: 4 }, values: { grid_power: 21.25 } },
  RS_INVERT_25KW: { counters: { generation_kwh: 12 }, values: { photovoltaic_power: 14.75 } },
  LOAD_METER: { counters: { load_kwh: 40 }, values: { load_power: 41.5 } },
};

let ipSequence = 0;

export async function signIn(app: FastifyInstance, username: string): Promise<string> {
  const captcha = await app.inject({ method: 'GET', url: '/api/control/captcha' });
  const { uuid } = captcha.json() as { uuid: string };
  const text = (await app.inject({ method: 'GET', url: `/api/test-hooks/captcha/${uuid}` })).json().text;
  ipSequence += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/control/sessions',
    remoteAddress: `10.9.${ipSequence >> 8}.${ipSequence & 255}`,
    payload: { username, password: FACTORY_PASSWORD, type: 1, svg_code_uuid: uuid, svg_code: text },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export async function seedFleet(app: FastifyInstance, database: Database, size: FleetSize) {
  const merchant = await createMerchant(database.db);
  const token = await signIn(app, merchant.manager.username);
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const typeIds = new Map<string, string>();
  for (const [name] of KIT) {
    const list = await call('GET', `/api/device-types?kind=standard&search=${name}&page_size=50`);
    typeIds.set(name, list.list.find((t: { name: string }) => t.name === name).id);
  }
  const stationIds: string[] = [];
  const devices: Array<{ id: string; type: string }> = [];
  for (let s = 0; s < size.stations; s++) {
    const station = await call('POST', '/api/stations', {
      name: `站点_${String(s).padStart(3, '0')}`,
      type: 'industry_storage',
      address: `苏州工业园区 ${s} 号`,
      contact: '张三',
      installed_capacity_kwh: 500,
      installed_power_kw: 250,
      price_per_kwh: 0.8,
      currency: 'CNY',
      longitude: 120 + s / 100,
      latitude: 31 + s / 100,
      tz_offset_hours: 8,
    });
    stationIds.push(station.id);
    const own: string[] = [];
    for (const [type, count] of KIT) {
      for (let k = 0; k < count; k++) {
        const id = `s${s}-${type.toLowerCase()}-${k}`;
        await call('POST', '/api/devices', { id, name: `设备_${id}`, type_id: typeIds.get(type) });
        devices.push({ id, type });
        own.push(id);
      }
    }
    const prefix = `/api/out-wrapper/group/tenants/${merchant.tenant.id}/users/${merchant.manager.id}`;
    await call('PUT', `${prefix}/groups/${station.id}/bind-with-info`, { things_ids: own });
  }
  await writeHistory(database, devices, size);
  await writeRevenueDays(database, merchant.tenant.id, stationIds, size.days);
  const tokens = [token];
  while (tokens.length < size.users) tokens.push(await signIn(app, merchant.manager.username));
  return { tokens, stationIds, deviceIds: devices.map((d) => d.id), tenantId: merchant.tenant.id };
}

/**
 * Rollups of a linear counter per point: a reading every 5 minutes, each bucket's first reading
 * a minute after its start. Statements per device type, so that PGlite's batches stay moderate.
 */
async function writeHistory(
  database: Database,
  devices: Array<{ id: string; type: string }>,
  size: FleetSize,
) {
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;
  const now = Date.now();
  const today = Math.floor(now / DAY) * DAY;
  const levels = [
    { table: 'telemetry_rollup_1d', width: DAY, from: today - size.days * DAY, step: 86_400 },
    { table: 'telemetry_rollup_1h', width: HOUR, from: today - size.hourDays * DAY, step: 3_600 },
    { table: 'telemetry_rollup_5m', width: 300_000, from: today - DAY, step: 300 },
  ];
  await ensurePartitions(database.db as unknown as Executor, today - size.hourDays * DAY, now + DAY);
  for (const [type, { counters, values }] of Object.entries(POINTS)) {
    const ids = devices.filter((d) => d.type === type).map((d) => d.id);
    for (const level of levels) {
      // stats: [count, sum, min, max, first, firstTs, last, lastTs, delta] per point.
      const counterJson = Object.entries(counters).map(
        ([point, rate]) =>
          `'${point}', jsonb_build_array(n, (${rate} * (b0 + 60000) + ${rate} * (b0 + w - 240000)) / 7200000.0 * n,
             ${rate} * (b0 + 60000) / 3600000.0, ${rate} * (b0 + w - 240000) / 3600000.0,
             ${rate} * (b0 + 60000) / 3600000.0, b0 + 60000,
             ${rate} * (b0 + w - 240000) / 3600000.0, b0 + w - 240000,
             ${rate} * (w - 300000) / 3600000.0)`,
      );
      const valueJson = Object.entries(values)
        .filter(([, v]) => typeof v === 'number')
        .map(
          ([point, v]) =>
            `'${point}', jsonb_build_array(n, ${v} * n, ${v}, ${v}, ${v}, b0 + 60000, ${v}, b0 + w - 240000, null)`,
        );
      const fields = [...counterJson, ...valueJson].join(', ');
      // Counter values are relative to epoch hours, so every level agrees on a reading's value.
      await database.rows(`insert into ${level.table} (device_id, bucket, stats)
        select d, timestamptz 'epoch' + b0 * interval '1 millisecond', jsonb_build_object(${fields})
        from unnest(array[${ids.map((id) => `'${id}'`).join(',')}]) d,
          lateral (select ${level.width}::float8 as w, (${level.width} / 300000)::int as n) c,
          generate_series(${level.from}::bigint, ${now - level.width}::bigint, ${level.width}::bigint) g,
          lateral (select g::float8 as b0) x
        on conflict do nothing`);
    }
    // Today's raw readings (what one device's day of history reads), one batch for all.
    const raw = Object.entries(counters)
      .map(([point, rate]) => `'${point}', ${rate} * t / 3600000.0`)
      .concat(
        Object.entries(values).map(([point, v]) => `'${point}', ${typeof v === 'number' ? v : `'${v}'`}`),
      )
      .join(', ');
    await database.rows(`insert into telemetry (device_id, ts, batch_id, values)
      select d, timestamptz 'epoch' + t * interval '1 millisecond', 0, jsonb_build_object(${raw})
      from unnest(array[${ids.map((id) => `'${id}'`).join(',')}]) d,
        generate_series(${today + 60_000}::bigint, ${now}::bigint, 300000::bigint) g,
        lateral (select g::float8 as t) x
      on conflict do nothing`);
    const latest = Object.fromEntries([
      ...Object.entries(counters).map(([p, rate]) => [p, (rate * now) / HOUR]),
      ...Object.entries(values),
    ]);
    await database.rows(`insert into device_latest (device_id, ts, values)
      select d, now(), '${JSON.stringify(latest)}'::jsonb from unnest(array[${ids.map((id) => `'${id}'`).join(',')}]) d
      on conflict (device_id) do update set ts = excluded.ts, values = excluded.values`);
    await database.rows(
      `update devices set status = 'online_normal' where id in (${ids.map((id) => `'${id}'`).join(',')})`,
    );
  }
}

/**
 * The stored revenue days of the year (what the revenue engine keeps per station and local day):
 * the home curves read these. Five bands of the same shape each day; the figures vary by day.
 */
async function writeRevenueDays(database: Database, tenantId: string, stationIds: string[], days: number) {
  const bands = ['sharp', 'peak', 'flat', 'valley', 'deep_valley']
    .map(
      (band, i) => `'${band}', jsonb_build_object('charge_kwh', ${i} * 10 + k, 'discharge_kwh', ${i} * 9 + k,
        'import_kwh', 30 + k, 'export_kwh', 4, 'pv_kwh', 12 + k, 'load_kwh', 40 + k, 'price', ${0.3 + i * 0.2},
        'arbitrage', k * ${0.1 + i * 0.05}, 'pv_savings', k * 0.2, 'feed_in', 1.2)`,
    )
    .join(', ');
  await database.rows(`insert into station_revenue_days (station_id, date, tenant_id, total, charge_kwh, discharge_kwh, pv_kwh, figures, computed_at)
    select s::uuid, to_char(d, 'YYYY-MM-DD'), '${tenantId}'::uuid, k * 3.1, 100 + 5 * k, 90 + 5 * k, 60 + 5 * k,
      jsonb_build_object('date', to_char(d, 'YYYY-MM-DD'), 'bands', jsonb_build_object(${bands}),
        'arbitrage', k, 'pv_savings', k, 'feed_in', 6, 'subsidy', 0, 'total', k * 3.1,
        'peak_import_kw', 80, 'peak_import_without_battery_kw', 95, 'template_id', null),
      now()
    from unnest(array[${stationIds.map((id) => `'${id}'`).join(',')}]) s,
      generate_series(current_date - ${days}, current_date - 1, interval '1 day') d,
      lateral (select (extract(doy from d)::int % 17) + 5 as k) x
    on conflict do nothing`);
}
