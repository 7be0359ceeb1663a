import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuthContext } from './identity/auth-context';
import { moduleRoutes } from './route-spec';
import { routeTestApp, routeTestCaller } from '../test/route-test-app';

const caller = routeTestCaller;
const item = z.object({ id: z.string() });
const byId = z.object({ id: z.string() });
const ownPath = z.object({ tenant_id: z.string(), user_id: z.string() });

describe('moduleRoutes', () => {
  let app: FastifyInstance;
  let added: RouteOptions[] = [];
  const seen: Array<AuthContext | null> = [];

  beforeAll(async () => {
    ({ app, added } = routeTestApp());
    const routes = moduleRoutes(app, ['things']);
    const own = moduleRoutes(app, ['things'], { ownPathIds: true });
    routes.get('/things/:id', 'session', {
      schema: { params: byId, reply: item },
      summary: 'One thing',
      handler: (auth, { params }) => {
        seen.push(auth);
        return { id: params.id };
      },
    });
    routes.created.post('/things', 'platform:admin', {
      schema: { body: item, reply: item },
      summary: 'Create a thing',
      handler: (_auth, { body }) => body,
    });
    routes.noContent.delete('/things/:id', 'platform:admin', {
      schema: { params: byId },
      summary: 'Delete a thing',
      handler: () => ({ ignored: true }),
    });
    routes.post('/things/check', 'public', {
      schema: { reply: item },
      summary: 'A public call',
      audit: false,
      handler: (auth) => {
        seen.push(auth);
        return { id: 'public' };
      },
    });
    routes.get('/wrong', 'session', {
      schema: { reply: item },
      summary: 'Typed from its reply schema',
      // @ts-expect-error the result must match the reply schema
      handler: () => ({ name: 'not an item' }),
    });
    own.get('/tenants/:tenant_id/users/:user_id', 'session', {
      schema: { params: ownPath, reply: item },
      summary: "The caller's own path",
      handler: (_auth, { params }) => ({ id: params.user_id }),
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const routeAt = (method: string, url: string) => added.find((r) => r.method === method && r.url === url);

  it('declares tags, summary, permission and the reply under its status', () => {
    expect(routeAt('GET', '/things/:id')?.config).toEqual({ permission: 'session' });
    expect(routeAt('GET', '/things/:id')?.schema).toMatchObject({
      tags: ['things'],
      summary: 'One thing',
      params: byId,
      response: { 200: item },
    });
    expect(routeAt('POST', '/things')?.schema?.response).toEqual({ 201: item });
    expect(routeAt('DELETE', '/things/:id')?.schema).not.toHaveProperty('response');
    expect(routeAt('POST', '/things/check')?.config).toEqual({ public: true, audit: false });
  });

  it('hands the handler its caller and answers with the result', async () => {
    seen.length = 0;
    const res = await app.inject({ method: 'GET', url: '/things/a1', headers: { 'x-caller': '1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'a1' });
    expect(seen).toEqual([caller]);
  });

  it('refuses a closed route without a caller', async () => {
    const res = await app.inject({ method: 'GET', url: '/things/a1' });
    expect(res.statusCode).toBe(401);
  });

  it('hands public routes the caller if there is one', async () => {
    seen.length = 0;
    await app.inject({ method: 'POST', url: '/things/check' });
    await app.inject({ method: 'POST', url: '/things/check', headers: { 'x-caller': '1' } });
    expect(seen).toEqual([null, caller]);
  });

  it('answers 201 on created routes and 204 without a body on noContent routes', async () => {
    const headers = { 'x-caller': '1' };
    const made = await app.inject({ method: 'POST', url: '/things', headers, payload: { id: 'b2' } });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({ id: 'b2' });
    const gone = await app.inject({ method: 'DELETE', url: '/things/b2', headers });
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
  });

  it('answers 404 when a path names another tenant or user (ownPathIds)', async () => {
    const headers = { 'x-caller': '1' };
    const mine = await app.inject({ method: 'GET', url: '/tenants/t1/users/u1', headers });
    expect(mine.statusCode).toBe(200);
    for (const url of ['/tenants/t2/users/u1', '/tenants/t1/users/u2']) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'iot-http.404' });
    }
  });
});
