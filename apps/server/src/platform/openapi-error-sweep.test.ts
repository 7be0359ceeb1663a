import SwaggerParser from '@apidevtools/swagger-parser';
import type { HTTPMethods } from 'fastify';
import { expect, it } from 'vitest';
import { useMerchant } from '../test/devices/device-test-helpers';
import { type JsonSchema, plausible } from '../test/route-fuzz.inputs';
import { useTestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';
import { ERROR_CODES } from './openapi-errors';

// Every operation of the document called once as a tenant manager, with plausible input and ids
// that name nothing: whatever it answers with, a failure's code must be one the document lists for
// that operation under the status answered (or under `default`). docs/api/openapi.md.
const t = useTestApp({ config: { testHooks: true } });
const m = useMerchant(t);

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Op {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, Record<string, unknown>>;
}

/** Reads first, then writes, then deletes, so one call takes little away from the next. */
const ORDER: Record<string, number> = { GET: 0, DELETE: 2 };
// Not called: the test hooks, the document itself, and the sign-out that would end the caller's session.
const SKIPPED = /^(GET|POST|PUT|PATCH|DELETE) \/api\/(test-hooks|docs)|^DELETE \/api\/control\/sessions$/;

it(`every failure a plausible call of each operation answers is listed in the document, on ${testDatabaseKind()}`, async () => {
  const served = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as object;
  // Dereferenced: bodies and shared responses read in place.
  const doc = (await SwaggerParser.dereference(structuredClone(served) as never)) as unknown as {
    paths: Record<string, Record<string, Op>>;
  };
  const calls = Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    )
    .filter(({ method, path }) => !SKIPPED.test(`${method} ${path}`))
    .sort((a, b) => (ORDER[a.method] ?? 1) - (ORDER[b.method] ?? 1));
  const ownIds: Record<string, string> = {
    tenant_id: m.tenant.id,
    tenantId: m.tenant.id,
    user_id: m.manager.id,
    userId: m.manager.id,
  };
  const unlisted: string[] = [];
  let failures = 0;
  for (const { method, path, op } of calls) {
    const parameters = op.parameters ?? [];
    const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const schema = parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? {};
      return encodeURIComponent(ownIds[name] ?? String(plausible(schema)));
    });
    const query = new URLSearchParams();
    for (const q of parameters.filter((p) => p.in === 'query' && p.required))
      query.set(q.name, String(plausible(q.schema ?? {})));
    const schema = op.requestBody?.content?.['application/json']?.schema;
    const body = schema ? plausible(schema) : method === 'GET' || method === 'DELETE' ? undefined : {};
    const res = await m.call(method as HTTPMethods as never, query.size ? `${url}?${query}` : url, body);
    if (res.statusCode < 400) continue;
    failures += 1;
    const { code } = res.json() as { code: string };
    const answer = op.responses[String(res.statusCode)] ?? op.responses.default;
    const listed = (answer?.[ERROR_CODES] as string[] | undefined) ?? [];
    if (!listed.includes(code)) unlisted.push(`${method} ${path} ${res.statusCode} ${code}`);
  }
  expect(calls.length).toBeGreaterThanOrEqual(230);
  // Most calls fail (ids that name nothing): the sweep is not vacuous.
  expect(failures).toBeGreaterThan(calls.length / 2);
  expect(unlisted).toEqual([]);
}, 300_000);
