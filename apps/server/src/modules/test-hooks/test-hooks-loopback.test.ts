import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../config/config';
import type { Database } from '../../db/database';
import { createTestDatabase } from '../../test/test-database';
import { testConfig } from '../../test/test-app';

// Issue 12 item 8: the hooks read secrets (codes, graphic codes), so they never start on an
// interface another machine can reach, whatever NODE_ENV says.

describe('test hooks only on a loopback address', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST'])('starts on %s', (host) => {
    expect(loadConfig({ TEST_HOOKS: '1', HOST: host }).testHooks).toBe(true);
  });

  it.each([
    ['0.0.0.0', 'development'],
    ['0.0.0.0', 'test'],
    ['::', undefined],
    ['192.168.1.10', 'test'],
    ['10.0.0.1', undefined],
    ['127.0.0.1.example.org', 'test'],
    ['localhost.example.org', 'test'],
  ])('refuses HOST=%s with NODE_ENV=%s at start, with a clear ConfigError', (host, nodeEnv) => {
    const env: Record<string, string> = { TEST_HOOKS: '1', HOST: host };
    if (nodeEnv) env.NODE_ENV = nodeEnv;
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/TEST_HOOKS.*loopback/);
  });

  it('leaves a non-loopback HOST alone when the hooks are off', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).testHooks).toBe(false);
  });

  let database: Database | undefined;
  afterAll(async () => database?.close());

  it('buildApp itself refuses hooks on a reachable interface, even from a hand-built config', async () => {
    database = await createTestDatabase();
    await expect(buildApp(testConfig({ testHooks: true, host: '0.0.0.0' }), { database })).rejects.toThrow(
      /TEST_HOOKS.*loopback/,
    );
  });
});
