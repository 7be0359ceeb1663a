import { sql } from 'drizzle-orm';
import { columnsByTable, rowsOf } from '../test/table-columns';
import { describe, expect, it } from 'vitest';
import { alarmEvents } from '../db/schema';
import { ruleInput } from '../test/alarms/alarm-test-helpers';
import { bodyIdFields } from '../test/body-id-fields';
import { FACTORY_PASSWORD } from '../test/factories/users';
import { tokenFor } from '../test/identity-helpers';
import { routeTableApp } from '../test/route-table';
import { testDatabaseKind } from '../test/test-database';
import { bearer, buildTenantA, ok, type TenantFixture } from '../test/tenant-boundary-fixture';
import { BODY_ID_CASES, type BodyIdContext } from '../test/body-id-cases';
import { BODY_ID_EXCLUSIONS, UNDECLARED_BODIES } from '../test/body-id-exclusions';

/*
 * Issue 27 point 2: an id inside a body is checked like an id in a path. Tenant B's manager calls
 * every create and update route with its own, valid body but one field naming tenant A's row. Each
 * is refused (403, 404 or 422 naming the field) and nothing of A or B is written. The (route, field)
 * list is checked against the live route table: a body field spelled like an id that is neither
 * tried nor excluded with a reason fails the test.
 */

const t = routeTableApp();

/** Everything of tenants A and B: rows with their tenant or users (the operation log aside). */
async function digestOf(a: TenantFixture, b: TenantFixture): Promise<Map<string, string>> {
  const db = t.database.db;
  const byTable = await columnsByTable(db);
  // Written by every call (the operation log, session use, rate counters), whatever it names.
  const volatile = new Set(['operation_log', 'sessions', 'rate_limits', 'behaviour_log']);
  const tenants = [a.tenantId, b.tenantId];
  const users = [a.managerId, a.subUserId, b.managerId, b.subUserId];
  const digest = new Map<string, string>();
  for (const [table, cols] of [...byTable.entries()].sort()) {
    if (volatile.has(table)) continue;
    let where: ReturnType<typeof sql> | undefined;
    if (table === 'tenants') where = sql`id::text in (${sql.join(tenants, sql`, `)})`;
    else if (cols.has('tenant_id')) where = sql`tenant_id::text in (${sql.join(tenants, sql`, `)})`;
    else if (cols.has('user_id')) where = sql`user_id::text in (${sql.join(users, sql`, `)})`;
    else if (cols.has('station_id'))
      where = sql`station_id::text in (${sql.join([a.stationId, b.stationId], sql`, `)})`;
    else if (cols.has('device_id'))
      where = sql`device_id::text in (${sql.join([a.deviceId, a.subDeviceId, b.deviceId, b.subDeviceId], sql`, `)})`;
    if (!where) continue;
    const found = await rowsOf(db, sql`select * from ${sql.identifier(table)} where ${where}`);
    digest.set(
      table,
      found
        .map((row) => JSON.stringify(row, Object.keys(row).sort()))
        .sort()
        .join('\n'),
    );
  }
  return digest;
}

const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...after.keys()].filter((table) => before.get(table) !== after.get(table));

/**
 * Whether a 422 is about the field under test: a domain code (the id is refused as such), or the
 * generic validation code naming the field (not another field the case got wrong).
 */
function namesField(body: unknown, field: string): boolean {
  if ((body as { code?: string }).code !== 'iot-http.422') return true;
  const data = (body as { data?: { fields?: Array<{ field: string }> } & Record<string, unknown> }).data;
  const plain = field.replace(/\[\]/g, '');
  const parts = plain.split('.');
  const last = parts.at(-1)!;
  const fields = data?.fields?.map((f) => f.field.replace(/\.\d+(?=\.|$)/g, '')) ?? [];
  if (fields.some((f) => f === plain || f.startsWith(`${plain}.`) || f.endsWith(`.${last}`) || f === last))
    return true;
  // Domain codes that list the refused ids under the field's own name (iot-permission.10026).
  return data !== undefined && Object.keys(data).some((key) => key === last || key === parts[0]);
}

describe(`ids inside request bodies across tenants on ${testDatabaseKind()}`, () => {
  it('every create and update route refuses B an id of A in each field that holds one, writing nothing', async () => {
    const a = await buildTenantA(t);
    const b = await buildTenantA(t);
    const bToken = await tokenFor(t.app, b.secrets.at(-1)!, FACTORY_PASSWORD);
    const call = (method: string, url: string, payload?: unknown, contentType?: string) =>
      t.app.inject({
        method: method as 'POST',
        url,
        headers: { ...bearer(bToken), ...(contentType ? { 'content-type': contentType } : {}) },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    // What the fixture does not make: an alarm event of A, and a rule of B to update.
    const [aEvent] = await t.database.db
      .insert(alarmEvents)
      .values({
        tenantId: a.tenantId,
        ruleId: '00000000-0000-4000-8000-0000000a1a51',
        ruleName: 'A rule',
        deviceId: a.deviceId,
        stationId: a.stationId,
        level: 4,
        message: 'A alarm',
        raisedAt: new Date(),
        lastAt: new Date(),
      })
      .returning({ id: alarmEvents.id });
    const bRule = await ok(
      await call('POST', `/api/alert-mgmt/tenants/${b.tenantId}/rules`, ruleInput(b.stationId)),
      "B's rule",
    );
    const context: BodyIdContext = { a, b, aEventId: aEvent!.id, bRuleId: bRule.id };

    // 1. The list of cases covers every id field of every body in the live route table.
    const caseKeys = new Set(BODY_ID_CASES.map((c) => `${c.route} ${c.field}`));
    const excluded = new Set(BODY_ID_EXCLUSIONS.map((e) => `${e.route} ${e.field}`));
    const uncovered: string[] = [];
    const bodyRoutes = new Set<string>();
    const undeclared: string[] = [];
    for (const { method, url, route } of t.routes) {
      if (!url.startsWith('/api/') || !['POST', 'PUT', 'PATCH'].includes(method)) continue;
      const body = (route.schema as { body?: unknown } | undefined)?.body;
      const key = `${method} ${url}`;
      if (body === undefined) {
        undeclared.push(key);
        continue;
      }
      for (const field of bodyIdFields(body)) {
        bodyRoutes.add(key);
        if (!caseKeys.has(`${key} ${field}`) && !excluded.has(`${key} ${field}`))
          uncovered.push(`${key} ${field}`);
      }
    }
    expect(uncovered, 'add a case to BODY_ID_CASES or a reasoned exclusion for these body id fields').toEqual(
      [],
    );
    // A route that reads its body without a schema is named, so its ids are tried or excused too.
    expect(undeclared.filter((key) => !(key in UNDECLARED_BODIES)).sort()).toEqual([]);
    const routesNow = new Set(t.routes.map((r) => `${r.method} ${r.url}`));
    const stale = [...caseKeys, ...excluded].filter(
      (key) => !routesNow.has(key.split(' ').slice(0, 2).join(' ')),
    );
    expect(stale, 'cases or exclusions naming routes that no longer exist').toEqual([]);

    // 2. Each case: refused, naming the field when it is a field error, and nothing written.
    const failures: string[] = [];
    let before = await digestOf(a, b);
    for (const c of BODY_ID_CASES) {
      const label = `${c.route} ${c.field}`;
      const [method, route] = c.route.split(' ') as [string, string];
      const url = c.path?.(context) ?? route;
      const res = await call(method, url, await c.body(context), c.contentType);
      const allowed = c.status ?? [403, 404, 422];
      if (!allowed.includes(res.statusCode))
        failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (res.statusCode === 422 && !namesField(res.json(), c.field))
        failures.push(`${label}: 422 for another field ${res.body.slice(0, 200)}`);
      const after = await digestOf(a, b);
      const changed = changedTables(before, after);
      if (changed.length > 0) failures.push(`${label}: wrote ${changed.join(', ')}`);
      before = after;
    }
    const routesCovered = new Set(BODY_ID_CASES.map((c) => c.route)).size;
    console.log(
      `body-id matrix: ${BODY_ID_CASES.length} cases over ${routesCovered} routes (${bodyRoutes.size} routes with id fields in a schema, ${BODY_ID_EXCLUSIONS.length} reasoned exclusions)`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
