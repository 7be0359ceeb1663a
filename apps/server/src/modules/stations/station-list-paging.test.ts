import { STATION_RUNNING_STATES, STATION_SORT_KEYS, STATION_TYPES, type Station } from '@ies/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import {
  ALL_STATION_APIS,
  bind,
  type Caller,
  createDevices,
  createStation,
  type Merchant,
  signedInMerchant,
  subUserOf,
  unique,
} from '../../test/stations/station-test-helpers';

/*
 * The station list filters, sorts, counts and pages in SQL (StationsRepository.pageVisible). Here
 * every page it answers is compared with the computation it replaced: every station of the tenant
 * fetched one by one (GET /api/stations/:id, which asks the station authority per station and
 * presents the station from all its devices), then filtered, sorted and sliced in JavaScript as
 * the list did before — for a manager and for a sub-user with listed, shared and own stations, for
 * every sort key and direction, every filter, and again after device states and favourites change.
 */

let t: TestApp;
let m: Merchant;
let sub: Awaited<ReturnType<typeof subUserOf>>;
const allIds: string[] = [];
const deviceOf = new Map<string, string[]>();

type Latest = Record<string, unknown> | null;
/** Per station: its bound devices as [status, latest values]. */
const SITES: Array<{ label: string; devices: Array<[string, Latest]> }> = [
  {
    label: 'Alpha_1',
    devices: [
      ['online_normal', { state: 'run', active_power: 5 }],
      ['online_normal', { grid_power: 3 }],
    ],
  },
  { label: 'alpha_2', devices: [['online_normal', { state: 'standby' }]] },
  {
    label: 'A_1x',
    devices: [
      ['online_normal', { state: 'stop' }],
      ['online_normal', { state: 'stop' }],
    ],
  },
  {
    label: 'Beta-1',
    devices: [
      ['online_normal', { state: 'stop' }],
      ['offline', { state: 'run' }],
    ],
  },
  {
    label: 'beta-2',
    devices: [
      ['offline', { state: 'run' }],
      ['unset', null],
    ],
  },
  { label: '电站甲', devices: [['online_faulty', { state: 'run' }]] },
  { label: '电站乙', devices: [['online_normal', { state: 'run', status: 'fault' }]] },
  {
    label: 'Gamma',
    devices: [
      ['alarm', null],
      ['online_normal', { state: 'run' }],
    ],
  },
  { label: 'gamma2', devices: [['debugging', { state: 'run' }]] },
  { label: 'Delta', devices: [['online_normal', { grid_power: 0 }]] },
  { label: 'delta2', devices: [['online_normal', null]] },
  { label: 'Empty', devices: [] },
  { label: 'Numeric', devices: [['online_normal', { state: 3, grid_power: '5' }]] },
  { label: 'Unset', devices: [['unset', { state: 'run', grid_power: 1 }]] },
  {
    label: 'Mixed',
    devices: [
      ['online_normal', { state: 'stop' }],
      ['debugging', { state: 'standby' }],
    ],
  },
  {
    label: 'Mixed2',
    devices: [
      ['online_normal', { state: 'stop' }],
      ['online_normal', { state: 'standby' }],
    ],
  },
];

async function setDevice(id: string, status: string, latest: Latest) {
  const db = t.database.db;
  await db.execute(sql`update devices set status = ${status} where id = ${id}`);
  await db.execute(sql`delete from device_latest where device_id = ${id}`);
  if (latest)
    await db.execute(
      sql`insert into device_latest (device_id, ts, values) values (${id}, now(), ${JSON.stringify(latest)}::jsonb)`,
    );
}

beforeAll(async () => {
  t = await createTestApp({ config: { testHooks: true } });
  m = await signedInMerchant(t.app, t.database.db);
  for (const [i, site] of SITES.entries()) {
    const station = await createStation(m.call, {
      name: site.label,
      type: STATION_TYPES[i % STATION_TYPES.length],
      // Ties on purpose: the id decides between equal keys.
      installed_capacity_kwh: [100, 50, 100, 200][i % 4],
      installed_power_kw: [10, 10, 20][i % 3],
    });
    allIds.push(station.id);
    const ids = site.devices.length > 0 ? await createDevices(m.call, 'ES_PCS', site.devices.length) : [];
    if (ids.length > 0) expect((await bind(m, station.id, ids)).statusCode).toBe(200);
    for (const [j, [status, latest]] of site.devices.entries()) await setDevice(ids[j]!, status, latest);
    deviceOf.set(site.label, ids);
  }
  for (const i of [2, 5, 9]) await collect(m.call, allIds[i]!, true);
  // Sub-systems on some stations: the page counts them in its own statement.
  for (const [i, n] of [
    [0, 2],
    [5, 1],
  ] as const) {
    for (let k = 0; k < n; k++) {
      const res = await m.call('POST', `/api/stations/${allIds[i]}/subsystems`, { name: `Sub ${k}` });
      expect(res.statusCode, res.body).toBe(201);
    }
  }
  sub = await subUserOf(t.app, m, ALL_STATION_APIS);
  await sub.grant([allIds[0]!, allIds[1]!, allIds[6]!]);
  const share = await m.call('POST', `/api/stations/${allIds[4]}/shares`, {
    user_id: sub.id,
    permission: 'view',
  });
  expect(share.statusCode, share.body).toBe(200);
  const own = await createStation(sub.as, { name: unique('Sub_'), installed_capacity_kwh: 100 });
  allIds.push(own.id);
  await collect(sub.as, allIds[1]!, true);
  await collect(sub.as, own.id, true);
  // Sixteen stations and their devices through the API: slow on a loaded machine, not a speed check.
}, 300_000);
afterAll(async () => t?.close());

async function collect(caller: Caller, id: string, on: boolean) {
  const res = await caller(on ? 'PUT' : 'DELETE', `/api/stations/${id}/collect`);
  expect(res.statusCode, res.body).toBe(204);
}

/** Every station the caller reaches, one request each, as the authority answers per station. */
async function visibleOneByOne(caller: Caller): Promise<Station[]> {
  const out: Station[] = [];
  for (const id of allIds) {
    const res = await caller('GET', `/api/stations/${id}`);
    if (res.statusCode === 200) out.push(res.json());
    else expect(res.statusCode, res.body).toBe(404);
  }
  return out;
}

type Query = Record<string, string>;

/** The list as it was computed before paging in SQL: filter, sort and slice in JavaScript. */
function previousList(stations: Station[], q: Query) {
  const name = q.name?.trim().toLowerCase();
  let list = stations.filter(
    (s) => (!name || s.name.toLowerCase().includes(name)) && (!q.type || s.type === q.type),
  );
  if (q.running_status) list = list.filter((s) => s.running_status === q.running_status);
  if (q.online_status) list = list.filter((s) => s.online_status === q.online_status);
  if (q.collected !== undefined) list = list.filter((s) => s.collected === (q.collected === 'true'));
  const key = (q.sort ?? 'created_at') as (typeof STATION_SORT_KEYS)[number];
  const direction = q.sort_type === 'asc' ? 1 : -1;
  list.sort((a, b) => {
    if (a.collected !== b.collected) return a.collected ? -1 : 1;
    const x = a[key];
    const y = b[key];
    if (x === y) return a.id < b.id ? -1 : 1;
    return (x < y ? -1 : 1) * direction;
  });
  const size = Number(q.page_size ?? 10);
  const offset = (Number(q.current_page ?? 1) - 1) * size;
  return { list: list.slice(offset, offset + size), total_size: list.length };
}

/** Checks the paged list against the previous computation for each query, every page and one past. */
async function compare(caller: Caller, queries: Query[]) {
  const stations = await visibleOneByOne(caller);
  let checked = 0;
  for (const query of queries) {
    const pageSize = Number(query.page_size ?? 10);
    const pages = Math.ceil(previousList(stations, query).total_size / pageSize) + 1;
    for (let page = 1; page <= pages; page++) {
      const q = { ...query, page_size: String(pageSize), current_page: String(page) };
      const res = await caller('GET', `/api/stations?${new URLSearchParams(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      const want = previousList(stations, q);
      const got = res.json() as { list: Station[]; pagination: { total_size: number } };
      expect(got.pagination.total_size, JSON.stringify(q)).toBe(want.total_size);
      expect(got.list, JSON.stringify(q)).toEqual(want.list);
      checked += got.list.length;
    }
  }
  return { stations, checked };
}

const SORTS: Query[] = STATION_SORT_KEYS.flatMap((sort) =>
  (['asc', 'desc'] as const).map((sort_type) => ({ sort, sort_type, page_size: '4' })),
);
const FILTERS: Query[] = (
  [
    ...STATION_RUNNING_STATES.map((running_status) => ({ running_status })),
    { online_status: 'online' },
    { online_status: 'offline' },
    { collected: 'true' },
    { collected: 'false' },
    ...STATION_TYPES.map((type) => ({ type })),
    { name: 'alpha' },
    { name: ' A_1 ' },
    { name: '电站' },
    { name: '%' },
    { name: 'zz' },
    { running_status: 'shutdown', online_status: 'offline' },
    { running_status: 'run', sort: 'name', sort_type: 'asc' },
    { collected: 'false', type: 'industry_storage', sort: 'installed_power_kw', sort_type: 'asc' },
  ] as Query[]
).map((q) => ({ page_size: '3', ...q }));

describe(`station list paged in SQL on ${testDatabaseKind()}`, () => {
  it('gives the manager the same pages, totals and order as the full computation', async () => {
    const { stations, checked } = await compare(m.call, [...SORTS, ...FILTERS]);
    expect(stations).toHaveLength(SITES.length + 1);
    // Every running state the rule knows appears in the fleet (off_grid is never derived).
    expect(new Set(stations.map((s) => s.running_status))).toEqual(
      new Set([...STATION_RUNNING_STATES.filter((s) => s !== 'off_grid'), null]),
    );
    expect(checked).toBeGreaterThan(100);
  });

  it('gives a sub-user only its listed, shared and own stations, with its own favourites', async () => {
    const { stations } = await compare(sub.as, [...SORTS, ...FILTERS]);
    expect(stations.map((s) => s.id).sort()).toEqual(
      [allIds[0], allIds[1], allIds[4], allIds[6], allIds.at(-1)].sort(),
    );
    expect(stations.filter((s) => s.collected)).toHaveLength(2);
  });

  it('follows device states and favourites as they change', async () => {
    const [runPcs] = deviceOf.get('Alpha_1')!;
    await setDevice(runPcs!, 'offline', { state: 'run' });
    const [standby] = deviceOf.get('alpha_2')!;
    await setDevice(standby!, 'online_normal', { state: 'fault' });
    const [empty] = await createDevices(m.call, 'ES_PCS', 1);
    expect((await bind(m, allIds[11]!, [empty!])).statusCode).toBe(200);
    await setDevice(empty!, 'online_normal', { state: 'standby' });
    await collect(m.call, allIds[5]!, false);
    await collect(m.call, allIds[0]!, true);
    await collect(sub.as, allIds[6]!, true);
    const { stations } = await compare(m.call, [...SORTS.slice(0, 2), ...FILTERS]);
    expect(stations.find((s) => s.id === allIds[0])?.running_status).toBe('grid_connected');
    expect(stations.find((s) => s.id === allIds[1])?.running_status).toBe('fault');
    expect(stations.find((s) => s.id === allIds[11])?.running_status).toBe('standby');
    await compare(sub.as, [...SORTS.slice(0, 2), ...FILTERS]);
  });
});
