import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { Database } from './db/database';
import { AppError } from './platform/app-error';
import { testConfig } from './test/test-app';
import { createTestDatabase, testDatabaseKind } from './test/test-database';

// Routes that exist only here, to drive the cross-cutting error handling.
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig({ bodyLimit: 1024 }), { database });
  app.post(
    '/api/test/echo',
    { schema: { body: z.object({ name: z.string().min(2, 'login.error.003'), count: z.number().int() }) } },
    async (request) => request.body,
  );
  app.get('/api/test/boom', async () => {
    throw new Error("select * from secret_table where password = 'x' at /srv/app/src/file.ts:12");
  });
  app.get('/api/test/app-error', async () => {
    throw new AppError('iot-http.413', { params: { limit: '5 B' } });
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe(`foundation HTTP behaviour on ${testDatabaseKind()}`, () => {
  it('reports database state in /api/health', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.database).toEqual({ status: 'up', driver: testDatabaseKind() });
    expect(body.broker).toEqual({ status: 'disabled', mode: 'disabled' });
    expect(body.ingest).toEqual({ status: 'off', pendingSamples: 0 });
    expect(body.status).toBe('ok');
  });

  it('answers an unknown /api route with the 404 envelope, in Chinese by default', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'iot-http.404', message: '请求的资源不存在' });
  });

  it('answers in English when Accept-Language or the locale value asks for it', async () => {
    const byHeader = await app.inject({
      method: 'GET',
      url: '/api/no/such/route',
      headers: { 'accept-language': 'en-US,en;q=0.9,zh;q=0.5' },
    });
    expect(byHeader.json().message).toBe('The requested resource does not exist');
    const byQuery = await app.inject({ method: 'GET', url: '/api/no/such/route?locale=en' });
    expect(byQuery.json().message).toBe('The requested resource does not exist');
  });

  it('answers malformed JSON with 400 and keeps serving', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "ab", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('iot-http.400');
    const after = await app.inject({ method: 'GET', url: '/api/health' });
    expect(after.statusCode).toBe(200);
  });

  it('answers an oversized body with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(5000), count: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('iot-http.413');
    expect(res.json().message).toContain('1024');
  });

  it('names each failing field with its catalogue code', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'accept-language': 'en' },
      payload: { name: 'a', count: 'many' },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('iot-http.422');
    const fields = body.data.fields as Array<{ field: string; code: string; message: string }>;
    expect(fields.map((f) => f.field).sort()).toEqual(['count', 'name']);
    const name = fields.find((f) => f.field === 'name');
    expect(name?.code).toBe('login.error.003');
    expect(name?.message).not.toBe('login.error.003');
  });

  it('hides internals of an unexpected failure behind the request id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'trace-abc-123' },
    });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe('iot-http.500');
    expect(body.data.requestId).toBe('trace-abc-123');
    expect(res.headers['x-request-id']).toBe('trace-abc-123');
    expect(res.body).not.toMatch(/secret_table|select|\/srv\/|file\.ts|at /);
  });

  it('fills message params of an AppError', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/app-error',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request body is too large (limit 5 B)');
  });

  it('sends no-referrer and nosniff on every answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document generated from the contracts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined();
  });
});
