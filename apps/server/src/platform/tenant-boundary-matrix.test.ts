import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { columnsByTable, rowsOf } from '../test/table-columns';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { createMerchant, FACTORY_PASSWORD, uniqueMobile } from '../test/factories/users';
import { tokenFor } from '../test/identity-helpers';
import { configOf, routeTableApp } from '../test/route-table';
import { testDatabaseKind } from '../test/test-database';
import {
  bearer,
  buildTenantA,
  PRICE_TEMPLATE_BODY,
  STRATEGY_BODY,
  type TenantFixture,
} from '../test/tenant-boundary-fixture';
import { PLATFORM_ADMIN_PERMISSION } from './auth.plugin';

/*
 * The authorization matrix (b) of issue 4 over the live route table: the manager of tenant B calls
 * every non-public /api route with tenant A's ids in the path, the body and bulk arrays. Nothing may
 * succeed against A, nothing of A may leak into a response, and no row of A may change.
 */

const t = routeTableApp();
const { routes } = t;

/** Reads that need a period before they answer 200 (the control below). */
const CONTROL_QUERIES: Array<[RegExp, string]> = [
  [/\/analysis\//, 'from=2026-01-01&to=2026-01-02'],
  [
    /\/custom-reports\/:id\/run$/,
    'start_time=2026-01-01T00:00:00%2B08:00&end_time=2026-01-02T00:00:00%2B08:00',
  ],
];

function pathValue(a: TenantFixture, url: string, name: string): string | undefined {
  const byName: Record<string, string> = {
    tenant_id: a.tenantId,
    tenantId: a.tenantId,
    user_id: a.subUserId,
    userId: a.subUserId,
    role_id: a.roleId,
    menu_field: a.menuField,
    group_id: a.stationId,
    things_id: a.deviceId,
    subsystem_id: a.subsystemId,
    // Big-screen figures of a tenant are named by the tenant id.
    dimension_id: a.tenantId,
    // Commands and downloads sit under A's device, which B cannot reach whatever the id.
    commandId: '00000000-0000-4000-8000-00000000c0de',
    downloadId: '00000000-0000-4000-8000-00000000d0d0',
    // File recalls sit under A's device too.
    recall_id: '00000000-0000-4000-8000-0000000f11e0',
    tariff_id: a.tariffId,
    kanban_id: a.kanbanId,
    market_id: a.marketId,
    // A built-in report's kind; its stations come in the body (tried in tenant-boundary-body-ids).
    report: 'electricity',
    // Alarm rules are looked up within the caller's tenant: whatever the id, B finds none of A's.
    rule_id: '00000000-0000-4000-8000-0000000a1a50',
    // An alarm event's delivery log: A's real event is tried in alarms/alarm-lifecycle.test.ts.
    event_id: '00000000-0000-4000-8000-0000000e7e47',
    // SIM cards are looked up within the caller's pool: B reaches no pool of A's whatever the card.
    card_id: '00000000-0000-4000-8000-00000000c4d0',
    // Timed strategies sit under A's station, which B cannot reach whatever the strategy id.
    station_id: a.stationId,
  };
  // Messages and the spec's group/statistics calls are the caller's own: name A's manager.
  if ((name === 'user_id' || name === 'userId') && (url.includes('messages') || url.startsWith('/api/out-')))
    return a.managerId;
  if (name !== 'id') return byName[name];
  const collection = url.split(`/:${name}`)[0]?.split('/').pop();
  const byCollection: Record<string, string> = {
    tenants: a.tenantId,
    users: a.subUserId,
    organisations: a.organisationId,
    sessions: a.sessionId,
    uploads: a.uploadId,
    // Brands belong to the platform; the route is refused (403) before any id is read.
    brands: a.uploadId,
    'device-types': a.deviceTypeId,
    devices: a.deviceId,
    stations: a.stationId,
    'group-price-template': a.priceTemplateId,
    strategies: a.strategyId,
    // Info models are public (Industry_ES) until tenants can own one: an unknown id must answer 404.
    'info-models': '00000000-0000-4000-8000-00000000a11e',
    'repair-orders': a.repairOrderId,
    'work-orders': a.workOrderId,
    'work-order-plans': a.maintenancePlanId,
    dashboards: a.dashboardId,
    'data-markets': a.marketId,
    'custom-reports': a.customReportId,
    // Download tasks and scheduled deliveries are looked up among the caller's own: B finds none of A's.
    tasks: '00000000-0000-4000-8000-0000000e4b07',
    deliveries: '00000000-0000-4000-8000-0000000de11e',
    'sim-pools': a.simPoolId,
    'platform-binding': a.platformBindingId,
    firmware: a.firmwareId,
    'firmware-tasks': a.firmwareTaskId,
    'timed-strategies': '00000000-0000-4000-8000-0000000714ed',
    // Batch operations are looked up within the caller's tenant (batch-operations.test.ts tries A's real one).
    'batch-operations': '00000000-0000-4000-8000-0000000ba7c4',
  };
  return collection ? byCollection[collection] : undefined;
}

/** A body that names A's rows wherever a route takes an id, in single fields and bulk arrays. */
function foreignBody(a: TenantFixture): Record<string, unknown> {
  return {
    id: a.subUserId,
    ids: [a.subUserId, a.roleId],
    tenant_id: a.tenantId,
    user_id: a.subUserId,
    user_ids: [a.subUserId, a.managerId],
    role_id: a.roleId,
    role_ids: [a.roleId],
    parent_id: a.organisationId,
    parent_user_id: a.managerId,
    user_message_id: a.messageId,
    session_id: a.sessionId,
    menu_field: a.menuField,
    group: a.menuField,
    type_id: a.deviceTypeId,
    gateway_id: a.deviceId,
    device_ids: [a.subDeviceId, a.deviceId],
    things_ids: [a.deviceId, a.subDeviceId],
    things_id: a.deviceId,
    station_ids: [a.stationId],
    slave_station_ids: [a.stationId],
    picture_ids: [a.uploadId],
    template_id: a.priceTemplateId,
    strategy_id: a.strategyId,
  };
}

/** A body the route would accept apart from the ids, so that the lookup itself is exercised. */
function plausibleBody(a: TenantFixture, method: string, url: string): Record<string, unknown> | undefined {
  const bodies: Record<string, Record<string, unknown>> = {
    'PUT /api/tenant/roles/:role_id': { name: 'taken', description: 'B edits A', apis: ['role:view'] },
    'PUT /api/tenant/tenants/:tenant_id/users/:user_id': {
      mobile: uniqueMobile(),
      email: 'b-edits-a@example.com',
      nick_name: 'stolen',
    },
    'PUT /api/tenant/tenants/:tenant_id/users/:user_id/roles': { role_ids: [a.roleId] },
    'PUT /api/tenant/tenants/:tenant_id/users/:user_id/scope': { all_stations: true, all_devices: true },
    'POST /api/tenant/tenants/:tenant_id/users/batch-authorization': {
      user_ids: [a.subUserId],
      role_ids: [a.roleId],
    },
    'POST /api/tenant/tenants/:tenant_id/users': {
      username: 'bIntoA',
      password: 'SubPass99',
      mobile: uniqueMobile(),
      email: 'b-into-a@example.com',
      parent_user_id: a.managerId,
      role_ids: [a.roleId],
    },
    'PUT /api/tenant/tenants/:tenant_id/users/:user_id/mandatory-messages': {
      read_status: 1,
      user_message_id: a.messageId,
    },
    'PUT /api/tenant/tenants/:tenant_id/customization': { list: [{ key: 'systemName', value: 'B owns A' }] },
    'POST /api/organisations': { name: 'bUnderA', parent_id: a.organisationId },
    'PUT /api/organisations/:id': { name: 'bRenamed' },
    'POST /api/organisations/:id/members': { user_ids: [a.subUserId] },
    'PATCH /api/menus/tenant/items/:menu_field': { show: false },
    'PATCH /api/admin/menus/:menu_field': { show: false },
    'POST /api/admin/tenants/:id/disable': {},
    'PUT /api/stations/:id': { contact: 'B edits A' },
    'PUT /api/bigscreens/stations/:id/settings': { blocks: ['load'], title: 'B edits A', logo: '' },
    'POST /api/stations/:id/shares': { user_id: a.subUserId, permission: 'view' },
    'POST /api/stations/:id/subsystems': { name: 'bSub' },
    'PUT /api/stations/:id/subsystems/:subsystem_id': { name: 'bSub' },
    'PUT /api/stations/:id/subsystems/:subsystem_id/devices': { things_ids: [a.deviceId] },
    'PUT /api/stations/:id/video': { streams: [] },
    'PUT /api/stations/:id/master-slave': { slave_station_ids: [] },
    'PUT /api/stations/:id/bms-association': { associations: [] },
    'POST /api/stations/batch-authorization': {
      station_ids: [a.stationId],
      user_ids: [a.subUserId],
      permission: 'view',
    },
    'PUT /api/out-wrapper/group/tenants/:tenant_id/users/:user_id/groups/:group_id/bind-with-info': {
      things_ids: [a.deviceId],
    },
    'PUT /api/out-group-mgmt/tenants/:tenant_id/users/:user_id/groups/:group_id/bind-with-info': {
      things_ids: [a.deviceId],
    },
    'PUT /api/out-wrapper/group/tenants/:tenant_id/users/:user_id/groups/:group_id/unbind': {
      things_ids: [a.deviceId],
    },
    'PUT /api/out-wrapper/group/tenants/:tenant_id/users/:user_id/groups/:group_id/:things_id/ext-info': {
      extra_info: { k: 'v' },
    },
    'PUT /api/out-group-mgmt/tenant/:tenant_id/group-price-template/:id': PRICE_TEMPLATE_BODY,
    'POST /api/out-group-mgmt/tenant/:tenant_id/group-price-template': PRICE_TEMPLATE_BODY,
    'POST /api/stations/:id/tariffs': { template_id: a.priceTemplateId, effective_from: '2025-01-01' },
    'PUT /api/stations/:id/strategy': { strategy_id: a.strategyId },
    'PUT /api/strategies/:id': STRATEGY_BODY,
    'POST /api/strategies/generate': {
      template_id: a.priceTemplateId,
      charge_power_kw: 1,
      discharge_power_kw: 1,
      grid_import_threshold_kw: 1,
    },
    'POST /api/out-wrapper/group/tenants/:tenant_id/group/:group_id/recalculation': {
      begin_time: '2025-05-27T00:00:00Z',
      end_time: '2025-05-27T08:00:00Z',
    },
  };
  return bodies[`${method} ${url}`];
}

/** Queries for everything of tenant A: rows with its tenant, its users or its roles. */
async function digestOf(db: Db, a: TenantFixture): Promise<Record<string, string>> {
  const byTable = await columnsByTable(db);
  const users = [a.managerId, a.subUserId];
  const digest: Record<string, string> = {};
  for (const [table, cols] of [...byTable.entries()].sort()) {
    let where: ReturnType<typeof sql> | undefined;
    if (table === 'tenants') where = sql`id = ${a.tenantId}`;
    else if (cols.has('tenant_id')) where = sql`tenant_id::text = ${a.tenantId}`;
    else if (cols.has('user_id')) where = sql`user_id::text in (${sql.join(users, sql`, `)})`;
    else if (cols.has('role_id')) where = sql`role_id::text = ${a.roleId}`;
    if (!where) continue;
    const rows = await rowsOf(db, sql`select * from ${sql.identifier(table)} where ${where}`);
    const lines = rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
    digest[table] = `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex')}`;
  }
  return digest;
}

const succeeded = (status: number) => status >= 200 && status < 300;

describe(`tenant boundary matrix over the live route table on ${testDatabaseKind()}`, () => {
  it("refuses tenant B's manager every route naming tenant A's rows, leaking and changing nothing", async () => {
    const a = await buildTenantA(t);
    const b = await createMerchant(t.database.db);
    const token = await tokenFor(t.app, b.manager.username, FACTORY_PASSWORD);
    const aIds = [a.tenantId, a.managerId, a.subUserId, a.roleId, a.organisationId, a.messageId, a.sessionId];

    const before = await digestOf(t.database.db, a);
    // Sanity: the fixture really owns rows in the tables the routes touch.
    const owned = Object.keys(before).filter((table) => !before[table]!.startsWith('0:'));
    expect(owned).toEqual(expect.arrayContaining(['tenants', 'users', 'roles', 'organisations']));

    const candidates = routes.filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && configOf(r)?.public !== true,
    );
    const unknownParams: string[] = [];
    const failures: string[] = [];
    let tried = 0;
    let calls = 0;
    for (const route of candidates) {
      const params = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
      const resolved = new Map<string, string>();
      for (const name of params) {
        const value = pathValue(a, route.url, name);
        if (value === undefined) unknownParams.push(`${route.method} ${route.url} :${name}`);
        else resolved.set(name, value);
      }
      if (resolved.size !== params.length) continue;
      const fill = (ownTenant: boolean) =>
        route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
          ownTenant && (name === 'tenant_id' || name === 'tenantId') && params.length > 1
            ? b.tenant.id
            : resolved.get(name)!,
        );
      const takesBody = route.method !== 'GET' && route.method !== 'DELETE';
      const plausible = plausibleBody(a, route.method, route.url);
      const urls = new Set([fill(false), fill(true)]);
      const bodies: (Record<string, unknown> | undefined)[] = takesBody
        ? [plausible ?? {}, { ...(plausible ?? {}), ...foreignBody(a) }]
        : [undefined];
      const isAdmin = configOf(route)?.permission === PLATFORM_ADMIN_PERMISSION;
      for (const url of urls) {
        for (const [index, payload] of bodies.entries()) {
          const res = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: bearer(token),
            payload: payload as object | undefined,
          });
          calls += 1;
          const label = `${route.method} ${url.replace(b.tenant.id, '<B>')} body#${index}`;
          const namesA =
            params.length > 0 || (index === 0 && plausible !== undefined && 'parent_id' in plausible);
          // A 401 would mean B's own session died on the way, and every later answer proves nothing.
          if (res.statusCode === 401) failures.push(`${label}: 401, B's session ended`);
          if (isAdmin && res.statusCode !== 403) failures.push(`${label}: ${res.statusCode}, want 403`);
          if (namesA && ![403, 404, 422].includes(res.statusCode))
            failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          // B's own operation log rightly records the ids B typed; A's names must still not appear.
          const watched = url.startsWith('/api/system-logs/')
            ? a.secrets.filter((secret) => secret !== a.menuField)
            : [...aIds, ...a.secrets];
          const leaked = watched.filter((secret) => res.body.includes(secret));
          if (leaked.length > 0) failures.push(`${label}: response names A's ${leaked.join(', ')}`);
          if (succeeded(res.statusCode) && namesA) failures.push(`${label}: succeeded`);
        }
      }
      // B's own path with A's ids in the query (e.g. marking A's messages read through B's own list):
      // it may succeed for B's own rows, but must neither touch nor show A's.
      if (params.every((name) => ['tenant_id', 'tenantId', 'user_id', 'userId'].includes(name))) {
        const own = route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
          name.startsWith('tenant') ? b.tenant.id : b.manager.id,
        );
        const query = `ids=${a.messageId}&id=${a.messageId}&user_message_id=${a.messageId}&session_id=${a.sessionId}&user_id=${a.subUserId}&tenant_id=${a.tenantId}`;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: `${own}?${query}`,
          headers: bearer(token),
          payload: takesBody ? { ...(plausible ?? {}), ...foreignBody(a) } : undefined,
        });
        calls += 1;
        if (res.statusCode === 401)
          failures.push(`${route.method} ${route.url} own path: 401, B's session ended`);
        // An id B itself sent may be echoed as refused (a batch delete lists each id it kept, and
        // why: 'not found or not yours'); A's names and any id B did not send must not appear.
        const sent = `${query} ${takesBody ? JSON.stringify(foreignBody(a)) : ''}`;
        const watched = own.startsWith('/api/system-logs/')
          ? a.secrets.filter((secret) => secret !== a.menuField)
          : [...aIds.filter((id) => !sent.includes(id)), ...a.secrets];
        const leaked = watched.filter((secret) => res.body.includes(secret));
        if (leaked.length > 0)
          failures.push(`${route.method} ${route.url} own path, A's query: names A's ${leaked.join(', ')}`);
      }
      const after = await digestOf(t.database.db, a);
      const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
      if (changed.length > 0) {
        failures.push(`${route.method} ${route.url}: changed A's rows in ${changed.join(', ')}`);
        Object.assign(before, after);
      }
      tried += 1;
    }

    expect(unknownParams, 'extend pathValue() for these path parameters').toEqual([]);
    expect(failures).toEqual([]);
    // Every non-public route was tried; a drop means routes vanished from the table.
    expect(tried).toBe(candidates.length);
    expect(tried).toBeGreaterThanOrEqual(70);
    expect(calls).toBeGreaterThan(tried);

    // Control: the same ids do name real rows, for A's own manager.
    const tokenA = await tokenFor(t.app, a.secrets.at(-1)!, FACTORY_PASSWORD);
    const ownReads = candidates.filter(
      (r) =>
        r.method === 'GET' &&
        r.url.includes('/:') &&
        configOf(r)?.permission !== PLATFORM_ADMIN_PERMISSION &&
        !r.url.endsWith('/export') &&
        // Info models are public, none of them A's (see pathValue).
        !r.url.startsWith('/api/info-models/') &&
        // The fixture makes no commands, downloads, alarm rules or events; their ids name nothing.
        !/:(commandId|downloadId|rule_id|event_id|recall_id)\b/.test(r.url) &&
        // A's device is no LoRa gateway (modules/lora/lora.test.ts reads a real one).
        !r.url.endsWith('/lora') &&
        // Nor download tasks or scheduled deliveries (modules/exports/exports.test.ts reads its own).
        !r.url.startsWith('/api/exports/') &&
        // Nor timed strategies or batch operations (their own tests read A's real ones).
        !/\/(timed-strategies|batch-operations)\/:id\b/.test(r.url),
    );
    expect(ownReads.length).toBeGreaterThanOrEqual(4);
    for (const route of ownReads) {
      const path = route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => pathValue(a, route.url, name)!);
      const query = CONTROL_QUERIES.find(([pattern]) => pattern.test(route.url))?.[1];
      const url = query ? `${path}?${query}` : path;
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(tokenA) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  }, 120_000);
});
