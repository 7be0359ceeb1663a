import { operation } from '@ies/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bindOperations } from './operation-routes';
import { routeTestApp } from '../test/route-test-app';

const thing = z.object({ id: z.string() });
const byId = z.object({ id: z.string() });
const things = {
  get: operation({
    method: 'GET',
    path: '/things/:id',
    access: 'session',
    summary: 'One thing',
    schema: { params: byId, reply: thing },
  }),
  create: operation({
    method: 'POST',
    path: '/things',
    access: 'platform:admin',
    answer: 201,
    audit: false,
    bodyLimit: 2048,
    summary: 'Create a thing',
    schema: { body: thing, reply: thing },
  }),
  remove: operation({
    method: 'DELETE',
    path: '/things/:id',
    access: 'platform:admin',
    answer: 204,
    summary: 'Delete a thing',
    schema: { params: byId },
  }),
};

describe('bindOperations', () => {
  let app: FastifyInstance;
  let added: RouteOptions[] = [];
  const removed: string[] = [];

  beforeAll(async () => {
    ({ app, added } = routeTestApp());
    bindOperations(app, ['things'], things, {
      get: (_auth, { params }) => ({ id: params.id }),
      create: (_auth, { body }) => body,
      remove: (_auth, { params }) => {
        removed.push(params.id);
      },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const routeAt = (method: string, url: string) => added.find((r) => r.method === method && r.url === url);

  it('adds each operation with its method, path, access, tags, summary and schemas', () => {
    expect(
      added.filter((route) => route.method !== 'HEAD').map((route) => `${route.method} ${route.url}`),
    ).toEqual(['GET /things/:id', 'POST /things', 'DELETE /things/:id']);
    expect(routeAt('GET', '/things/:id')?.config).toEqual({ permission: 'session' });
    expect(routeAt('GET', '/things/:id')?.schema).toMatchObject({
      tags: ['things'],
      summary: 'One thing',
      params: byId,
      response: { 200: thing },
    });
    // The success status rides along for the OpenAPI document.
    expect(routeAt('POST', '/things')?.config).toEqual({
      permission: 'platform:admin',
      audit: false,
      answer: 201,
    });
    expect(routeAt('POST', '/things')?.bodyLimit).toBe(2048);
    expect(routeAt('POST', '/things')?.schema?.response).toEqual({ 201: thing });
  });

  it('answers with the declared status', async () => {
    const headers = { 'x-caller': '1' };
    const got = await app.inject({ method: 'GET', url: '/things/a1', headers });
    expect([got.statusCode, got.json()]).toEqual([200, { id: 'a1' }]);
    const made = await app.inject({ method: 'POST', url: '/things', headers, payload: { id: 'b2' } });
    expect([made.statusCode, made.json()]).toEqual([201, { id: 'b2' }]);
    const gone = await app.inject({ method: 'DELETE', url: '/things/b2', headers });
    expect([gone.statusCode, gone.body]).toEqual([204, '']);
    expect(removed).toEqual(['b2']);
  });

  it('checks the declared schemas and access', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'x-caller': '1' },
      payload: {},
    });
    // The server's own validator (schema-validator.ts): a refused body is a 422 with its fields.
    expect(bad.statusCode).toBe(422);
    const anonymous = await app.inject({ method: 'GET', url: '/things/a1' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a group with an operation left without its handler', () => {
    const other = routeTestApp().app;
    // @ts-expect-error every operation of the group needs its handler
    expect(() => bindOperations(other, ['things'], things, { get: () => ({ id: 'x' }) })).toThrow(
      'create: no handler',
    );
    expect(other.hasRoute({ method: 'GET', url: '/things/:id' })).toBe(false);
  });
});
