import SwaggerParser from '@apidevtools/swagger-parser';
import { isErrorCode } from '@ies/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, FACTORY_PASSWORD } from '../test/factories/users';
import { stationInput } from '../test/stations/station-test-helpers';
import { tokenFor } from '../test/identity-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';
import { type JsonSchema, type Operation, plausible } from '../test/route-fuzz.inputs';
import { hostileFor, PATH_HOSTILE, QUERY_HOSTILE, WHOLE_BODY_HOSTILE } from '../test/route-fuzz.inputs';

/*
 * Every route of the OpenAPI document, fuzzed (issue 12 item 5): as a tenant manager, each route gets
 * malformed ids in the path, hostile query values and hostile bodies (wrong types, missing and extra
 * fields, huge and negative numbers, long and unicode strings). No answer may be a 5xx, every error
 * must be a catalogue envelope, and a refused request must store nothing (row counts of all tables).
 * Every refused input is asked in English and again in Chinese: neither answer's message nor any
 * field message may hold an unfilled `{placeholder}` or the validation library's text (issue 27).
 */

let t: TestApp;
let token: string;
let username: string;
const seeds = new Map<string, string>();
// Fuzz requests come from their own address, so sign-in failures they cause never throttle re-sign-in.
const FUZZ_IP = '10.250.0.1';

// Tables written on purpose when a request is refused: audit and security logs.
const LOG_TABLES = new Set(['operation_log', 'behaviour_log', 'login_failures', 'system_log']);

beforeAll(async () => {
  t = await createTestApp({ config: { testHooks: true } });
  const merchant = await createMerchant(t.database.db);
  username = merchant.manager.username;
  token = await tokenFor(t.app, username, FACTORY_PASSWORD);
  seeds.set('tenant_id', merchant.tenant.id);
  seeds.set('tenantId', merchant.tenant.id);
  seeds.set('user_id', merchant.manager.id);
  seeds.set('userId', merchant.manager.id);
  const station = await call('POST', '/api/stations', stationInput({ name: '模糊测试电站' }));
  expect(station.statusCode, station.body).toBe(201);
  seeds.set('/stations/', (station.json() as { id: string }).id);
  seeds.set('group_id', (station.json() as { id: string }).id);
}, 120_000);
afterAll(async () => t?.close());

function call(method: string, url: string, payload?: unknown, remoteAddress?: string, locale = 'en') {
  return t.app.inject({
    method: method as 'GET',
    url,
    remoteAddress,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': locale,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

let countQuery: ReturnType<typeof sql> | undefined;

async function rowCounts(): Promise<Map<string, number>> {
  if (!countQuery) {
    const tables = (await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: Array<{ table_name: string }> };
    const names = tables.rows.map((r) => r.table_name).filter((name) => !LOG_TABLES.has(name));
    countQuery = sql.join(
      names.map((name) => sql`select ${name} as t, count(*)::int as n from ${sql.identifier(name)}`),
      sql` union all `,
    );
  }
  const union = countQuery;
  const counted = (await t.database.db.execute(union)) as unknown as {
    rows: Array<{ t: string; n: number }>;
  };
  return new Map(counted.rows.map((row) => [row.t, row.n]));
}

function changedTables(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after.entries()]
    .filter(([table, n]) => before.get(table) !== n)
    .map(([table, n]) => `${table} ${before.get(table)}→${n}`);
}

interface Input {
  url: string;
  payload?: unknown;
  what: string;
}

/** The hostile inputs of one route. */
function inputsOf(method: string, path: string, op: Operation): Input[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = params.filter((p) => p.in === 'query');
  const seedOf = (name: string) => {
    const segment = path.slice(0, path.indexOf(`{${name}}`)).replace(/\/$/, '');
    const collection = `${segment.slice(segment.lastIndexOf('/'))}/`;
    return seeds.get(name) ?? seeds.get(collection) ?? 'abc';
  };
  const fillPath = (overrides: Record<string, string> = {}) =>
    path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(overrides[name] ?? seedOf(name)));
  const baseQuery: Record<string, string> = {};
  for (const q of queryParams) {
    if (q.required) baseQuery[q.name] = String(plausible(q.schema ?? {}));
  }
  const withQuery = (url: string, query: Record<string, string | string[]>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
    }
    const text = search.toString();
    return text ? `${url}?${text}` : url;
  };
  const bodySchema = op.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
  const takesBody = method !== 'GET' && method !== 'DELETE';
  const baseBody = bodySchema ? plausible(bodySchema) : takesBody ? {} : undefined;
  const inputs: Input[] = [];
  const add = (url: string, payload: unknown, what: string) => inputs.push({ url, payload, what });

  for (const name of pathParams) {
    for (const value of PATH_HOSTILE)
      add(withQuery(fillPath({ [name]: value }), baseQuery), baseBody, `path ${name}`);
  }
  // Each value of each enum query parameter, with a malformed id in the path (where the query is read).
  for (const q of queryParams) {
    for (const value of q.schema?.enum ?? []) {
      const malformed = Object.fromEntries(pathParams.map((name) => [name, 'abc']));
      add(
        withQuery(fillPath(malformed), { ...baseQuery, [q.name]: String(value) }),
        baseBody,
        `enum ${q.name}`,
      );
    }
  }
  for (const q of queryParams) {
    for (const value of QUERY_HOSTILE)
      add(withQuery(fillPath(), { ...baseQuery, [q.name]: value }), baseBody, `query ${q.name}`);
  }
  add(withQuery(fillPath(), { ...baseQuery, unexpected_parameter: 'x' }), baseBody, 'extra query');
  if (takesBody) {
    for (const payload of WHOLE_BODY_HOSTILE) add(withQuery(fillPath(), baseQuery), payload, 'whole body');
    add(
      withQuery(fillPath(), baseQuery),
      { ...(asObject(baseBody) ?? {}), unexpected_field: 'x' },
      'extra field',
    );
    const properties = bodySchema?.properties ?? {};
    for (const name of bodySchema?.required ?? []) {
      const { [name]: _missing, ...rest } = asObject(baseBody) ?? {};
      add(withQuery(fillPath(), baseQuery), rest, `missing ${name}`);
    }
    for (const [name, schema] of Object.entries(properties)) {
      for (const value of hostileFor(schema)) {
        add(
          withQuery(fillPath(), baseQuery),
          { ...(asObject(baseBody) ?? {}), [name]: value },
          `body ${name}`,
        );
      }
      // Hostile values one level down: in items of arrays of objects and in nested objects.
      const inner = schema.type === 'array' ? schema.items : schema;
      for (const innerName of Object.keys(inner?.properties ?? {}).slice(0, 4)) {
        for (const value of hostileFor(inner?.properties?.[innerName] ?? {}).slice(0, 2)) {
          const element = { ...(asObject(plausible(inner!)) ?? {}), [innerName]: value };
          add(
            withQuery(fillPath(), baseQuery),
            { ...(asObject(baseBody) ?? {}), [name]: schema.type === 'array' ? [element] : element },
            `body ${name}.${innerName}`,
          );
        }
      }
    }
  }
  return inputs;
}

/** Unfilled placeholders and the validation library's own English: never shown to a user. */
const UNFINISHED_TEXT =
  /Invalid (input|option|string|number|key in|element in|value in|discriminator)|expected .* received|Too (big|small)|Unrecognized key|\{\w+\}/;

/** The texts of an error answer a user may read: its message and each field's message. */
function unfinishedTexts(body: { message?: unknown; data?: unknown }): string[] {
  const texts: unknown[] = [body.message];
  const fields = (body.data as { fields?: unknown } | undefined)?.fields;
  if (Array.isArray(fields)) for (const f of fields) texts.push((f as { message?: unknown }).message);
  return texts.filter((text): text is string => typeof text === 'string' && UNFINISHED_TEXT.test(text));
}

function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

describe(`every route of the OpenAPI document, fuzzed, on ${testDatabaseKind()}`, () => {
  it('answers hostile inputs without 5xx, with catalogue envelopes, storing nothing when refused', async () => {
    const served = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    // Bodies refer to named components: resolved in place (a recursive one stays a $ref).
    const doc = (await SwaggerParser.dereference(served, {
      dereference: { circular: 'ignore' },
    })) as unknown as {
      paths: Record<string, Record<string, Operation>>;
    };
    const routes = Object.entries(doc.paths)
      .filter(
        ([path]) =>
          path.startsWith('/api/') && !path.startsWith('/api/test-hooks') && !path.startsWith('/api/docs'),
      )
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
      )
      // Deletes last, so that the seeded rows serve every other route first.
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    const failures: string[] = [];
    const sessionEnders = new Set<string>();
    let inputsTried = 0;
    const started = Date.now();
    const planned = routes.reduce((n, r) => n + inputsOf(r.method, r.path, r.op).length, 0);
    console.log(`route fuzz: ${routes.length} routes, ${planned} inputs planned`);
    let countTime = 0;
    const perRoute: Array<[string, number, number]> = [];
    const only = Number(process.env.FUZZ_ROUTES ?? routes.length);
    for (const [index, route] of routes.slice(0, only).entries()) {
      const routeStart = Date.now();
      const inputsBefore = inputsTried;
      if (index % 40 === 0)
        console.log(
          `  ${index} routes, ${inputsTried} inputs, ${Date.now() - started} ms (row counts ${countTime} ms)`,
        );
      const label = `${route.method} ${route.path}`;
      for (const input of inputsOf(route.method, route.path, route.op)) {
        const c0 = Date.now();
        const before = route.method === 'GET' ? undefined : await rowCounts();
        countTime += Date.now() - c0;
        const res = await call(route.method, input.url, input.payload, FUZZ_IP);
        inputsTried += 1;
        const where = `${label} [${input.what}] ${input.url.slice(0, 160)}`;
        if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (res.statusCode >= 400) {
          let body: { code?: unknown; message?: unknown } = {};
          try {
            body = res.json();
          } catch {
            failures.push(`${where}: ${res.statusCode} is not JSON: ${res.body.slice(0, 120)}`);
          }
          if (typeof body.code !== 'string' || !isErrorCode(body.code) || typeof body.message !== 'string')
            failures.push(`${where}: ${res.statusCode} not a catalogue envelope: ${res.body.slice(0, 160)}`);
          for (const text of unfinishedTexts(body)) failures.push(`${where}: unfinished text (en) "${text}"`);
          // The same refused input again in Chinese (it stored nothing, so it meets the same state).
          if (res.statusCode !== 401) {
            const zh = await call(route.method, input.url, input.payload, FUZZ_IP, 'zh-CN');
            let zhBody: { message?: unknown; data?: unknown } = {};
            try {
              zhBody = zh.json();
            } catch {
              failures.push(`${where}: ${zh.statusCode} in zh is not JSON: ${zh.body.slice(0, 120)}`);
            }
            for (const text of unfinishedTexts(zhBody))
              failures.push(`${where}: unfinished text (zh) "${text}"`);
          }
          if (before) {
            const changed = changedTables(before, await rowCounts());
            if (changed.length > 0)
              failures.push(`${where}: refused with ${res.statusCode} but stored ${changed.join(', ')}`);
          }
        }
        if (res.statusCode === 401) {
          // The route ended our own session (sign-out and the like): sign in again and go on.
          sessionEnders.add(label);
          token = await tokenFor(t.app, username, FACTORY_PASSWORD);
        }
      }
      perRoute.push([label, Date.now() - routeStart, inputsTried - inputsBefore]);
    }
    perRoute.sort((a, b) => b[1] - a[1]);
    console.log(
      `slowest routes (ms, inputs): ${perRoute
        .slice(0, 5)
        .map((r) => r.join(' '))
        .join('; ')}`,
    );
    console.log(
      `route fuzz on ${testDatabaseKind()}: ${routes.length} routes, ${inputsTried} hostile inputs, ` +
        `${failures.length} failures; routes that ended the session: ${[...sessionEnders].join(', ') || 'none'}`,
    );
    expect(failures).toEqual([]);
    // Every refused input is asked twice (en, zh): about twice the requests of one language.
  }, 1_200_000);
});
