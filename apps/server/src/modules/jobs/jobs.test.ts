import { PLATFORM_JOBS, platformJobListSchema } from '@ies/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import type { JobRuntime } from '../../platform/jobs/job-runtime';
import { createMerchant, FACTORY_PASSWORD } from '../../test/factories/users';
import { tokenFor } from '../../test/identity-helpers';
import { ManualClock } from '../../test/manual-clock';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database';
import { bootstrapPlatform } from '../admin/platform-bootstrap';

// GET /api/admin/jobs: every schedule of the job runtime with its last run, for the platform
// administrator only. Time moves by the clock; the runtime runs when the test calls tick().
let database: Database;
let app: FastifyInstance;
let jobs: JobRuntime;
let adminPassword: string;
const clock = new ManualClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig({ testHooks: true }), {
    database,
    clock,
    revenue: { sweepIntervalMs: 5 * 60_000 },
    jobs: { expose: (runtime) => (jobs = runtime) },
  });
  await app.ready();
  adminPassword = (await bootstrapPlatform(database.db)).password!;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const list = async (token: string) =>
  app.inject({ method: 'GET', url: '/api/admin/jobs', headers: { authorization: `Bearer ${token}` } });

describe(`the administrator's jobs on ${testDatabaseKind()}`, () => {
  it('lists every background job with its period; a failed run shows its error as text', async () => {
    const token = await tokenFor(app, 'admin', adminPassword);
    const before = platformJobListSchema.parse((await list(token)).json());
    expect(before.list.map((j) => j.name).sort()).toEqual(Object.values(PLATFORM_JOBS).sort());
    expect(before.list.find((j) => j.name === PLATFORM_JOBS.alarmSweep)).toMatchObject({
      every_ms: 60_000,
      last_started_at: null,
      last_status: null,
      last_error: null,
    });

    // A run of the alarm sweep with an input it refuses fails; the next due run succeeds.
    const queued = await app.inject({
      method: 'POST',
      url: `/api/test-hooks/jobs/${PLATFORM_JOBS.alarmSweep}`,
      payload: { payload: { level: '<b>critical</b>' } },
    });
    expect(queued.statusCode).toBe(204);
    await jobs.tick();
    const failed = platformJobListSchema
      .parse((await list(token)).json())
      .list.find((j) => j.name === PLATFORM_JOBS.alarmSweep)!;
    expect(failed).toMatchObject({ last_status: 'failed' });
    expect(failed.last_error).toMatch(/^The job's input is not valid \(payload: .*"level"/);
    expect(failed.last_error_at).toBe(failed.last_started_at);
    expect(failed.last_duration_ms).toBeGreaterThanOrEqual(0);

    clock.advance(60_000);
    await jobs.tick();
    const next = platformJobListSchema
      .parse((await list(token)).json())
      .list.find((j) => j.name === PLATFORM_JOBS.alarmSweep)!;
    expect(next).toMatchObject({ last_status: 'ok', last_error: failed.last_error });
    expect(Date.parse(next.last_started_at!)).toBeGreaterThan(Date.parse(failed.last_started_at!));
    expect(Date.parse(next.next_run_at)).toBeGreaterThan(clock.now().getTime());
  });

  it('answers 403 to anyone but the platform administrator', async () => {
    const merchant = await createMerchant(database.db);
    const token = await tokenFor(app, merchant.manager.username, FACTORY_PASSWORD);
    expect((await list(token)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/jobs' })).statusCode).toBe(401);
  });
});
