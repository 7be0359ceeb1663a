import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../test/test-database';
import type { Database } from './database';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// PGlite runs in the process: it has no connection to lose.
describe.skipIf(testDatabaseKind() !== 'postgres')('the PostgreSQL pool', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(() => database.close());

  it('a connection lost between two statements of a transaction fails that transaction, not the process', async () => {
    const transaction = database.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: Array<{ pid: number }>;
      };
      await database.rows(`select pg_terminate_backend(${Number(rows[0]?.pid)})`);
      // The client hears of it while no statement of its own is running.
      await sleep(300);
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    // The pool drops the dead client and goes on.
    expect(await database.rows('select 1 as one')).toEqual([{ one: 1 }]);
  });
});
