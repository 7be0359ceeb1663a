import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

export interface SeenRoute {
  method: string;
  url: string;
  route: RouteOptions;
}

/**
 * A test app (test hooks on) whose every route, one per method, is recorded as it is added: for the
 * tests that walk the live route table. Registers its own beforeAll/afterAll; `app` and `database`
 * are there from beforeAll on.
 */
export function routeTableApp() {
  let test: TestApp | undefined;
  const routes: SeenRoute[] = [];
  beforeAll(async () => {
    test = await createTestApp({
      config: { testHooks: true },
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) routes.push({ method, url: route.url, route });
      },
    });
  });
  afterAll(async () => test?.close());
  return {
    routes,
    get app() {
      return (test as TestApp).app;
    },
    get database() {
      return (test as TestApp).database;
    },
  };
}

// Read after the app is ready: later onRoute hooks (e.g. the docs marking themselves public) may still change it.
export const configOf = (seen: SeenRoute) =>
  seen.route.config as { public?: boolean; permission?: string } | undefined;
