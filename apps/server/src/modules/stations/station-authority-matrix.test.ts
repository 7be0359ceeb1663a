import { PERMISSIONS } from '@ies/contracts';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import {
  ALL_STATION_APIS,
  bind,
  createDevices,
  createStation,
  subUserOf,
  useMerchant,
} from '../../test/stations/station-test-helpers';

/*
 * Issue 4's matrix (d), extended by issue 28 to every station- and device-scoped route: a sub-user
 * holding every permission but no authority over the station (or device) gets 404 from every
 * route naming it, and nothing changes.
 */

const routes: Array<{ method: string; url: string }> = [];
const t = useTestApp({
  config: { testHooks: true },
  onRoute: (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url });
  },
});
const m = useMerchant(t);

const BODIES: Record<string, unknown> = {
  'PUT /api/stations/:id': { contact: 'x' },
  'POST /api/stations/:id/shares': { user_id: '00000000-0000-4000-8000-000000000001', permission: 'view' },
  'POST /api/stations/:id/subsystems': { name: 'x' },
  'PUT /api/stations/:id/subsystems/:subsystem_id': { name: 'x' },
  'PUT /api/stations/:id/subsystems/:subsystem_id/devices': { things_ids: [] },
  'PUT /api/stations/:id/master-slave': { slave_station_ids: [] },
  'PUT /api/stations/:id/bms-association': { associations: [] },
  'PUT /api/stations/:id/video': { streams: [] },
  'POST /api/stations/:id/tariffs': {
    template_id: '00000000-0000-4000-8000-000000000002',
    effective_from: '2025-01-01',
  },
  'PUT /api/stations/:id/strategy': { strategy_id: '00000000-0000-4000-8000-000000000003' },
  'POST /api/stations/:id/backtest': {
    from: '2025-05-01',
    to: '2025-05-07',
    strategy_id: '00000000-0000-4000-8000-000000000003',
  },
  bind: { things_ids: ['x1'] },
  'PUT /api/out-wrapper/group/tenants/:tenant_id/users/:user_id/groups/:group_id/unbind': {
    things_ids: ['x1'],
  },
  'PUT /api/out-wrapper/group/tenants/:tenant_id/users/:user_id/groups/:group_id/:things_id/ext-info': {
    extra_info: {},
  },
  'POST /api/out-wrapper/group/tenants/:tenant_id/group/:group_id/recalculation': {
    begin_time: '2025-05-27T00:00:00Z',
    end_time: '2025-05-27T01:00:00Z',
  },
};

describe(`station authority over every station route on ${testDatabaseKind()}`, () => {
  it('answers 404 to a sub-user with every permission but no authority over the station', async () => {
    const station = await createStation(m.call);
    const [device] = await createDevices(m.call, 'ES_PCS', 1);
    expect((await bind(m, station.id, [device!])).statusCode).toBe(200);
    const subsystem = (
      await m.call('POST', `/api/stations/${station.id}/subsystems`, { name: '子系统' })
    ).json();
    // strategy:view too: the backtest of a station is a strategy read; report:view its analysis.
    const user = await subUserOf(t.app, m, [...ALL_STATION_APIS, 'strategy:view', 'report:view']);
    const before = (await m.call('GET', `/api/stations/${station.id}`)).body;

    const targeted = routes.filter(
      (r) =>
        (r.url.startsWith('/api/stations/:id') && !r.url.endsWith('/live')) || r.url.includes(':group_id'),
    );
    expect(targeted.length).toBeGreaterThanOrEqual(30);
    const failures: string[] = [];
    for (const route of targeted) {
      const values: Record<string, string> = {
        id: station.id,
        group_id: station.id,
        subsystem_id: subsystem.id,
        things_id: device!,
        tariff_id: '00000000-0000-4000-8000-000000000004',
        tenant_id: m.tenant.id,
        user_id: route.url.startsWith('/api/out-') ? user.id : m.manager.id,
      };
      const path = route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => values[name]!);
      // Reads that need a period: a valid one, so only the authority can refuse them.
      const url = route.url.includes('/analysis/') ? `${path}?from=2025-05-01&to=2025-05-02` : path;
      const key = `${route.method} ${route.url}`;
      const body = key.endsWith('bind-with-info') ? BODIES.bind : BODIES[key];
      const res = await user.as(
        route.method as 'GET',
        url,
        route.method === 'GET' || route.method === 'DELETE' ? undefined : (body ?? {}),
      );
      if (res.statusCode !== 404) failures.push(`${key}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    expect((await m.call('GET', `/api/stations/${station.id}`)).body).toBe(before);
  });

  it('answers 404 to a sub-user with every permission from every route naming a device outside its authority', async () => {
    const station = await createStation(m.call);
    const [device] = await createDevices(m.call, 'ES_PCS', 1);
    expect((await bind(m, station.id, [device!])).statusCode).toBe(200);
    // Every permission a tenant's role can hold; the station is its, the device is not.
    const apis = PERMISSIONS.map((p) => p.api).filter((api) => !api.startsWith('platform'));
    const user = await subUserOf(t.app, m, apis);
    await user.grant([station.id]);
    const before = (await m.call('GET', `/api/devices/${device}`)).body;

    const targeted = routes.filter((r) => r.url.startsWith('/api/devices/:id'));
    expect(targeted.length).toBeGreaterThanOrEqual(15);
    const failures: string[] = [];
    for (const route of targeted) {
      const url = route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
        name === 'id' ? device! : '00000000-0000-4000-8000-000000000005',
      );
      const res = await user.as(
        route.method as 'GET',
        url,
        route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      );
      // 404, or 422 when the empty body is refused before the device is looked up (nothing leaks).
      if (res.statusCode !== 404 && res.statusCode !== 422)
        failures.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    expect((await m.call('GET', `/api/devices/${device}`)).body).toBe(before);
  });
});
