import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../test/test-database';
import { type Database, openDatabase } from './database';

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

// The embedded database's own upkeep (job database.maintenance): a checkpoint each run, a vacuum each tenth.
describe.skipIf(testDatabaseKind() !== 'pglite')('the embedded database upkeep', () => {
  it('checkpoints and vacuums a file-backed PGlite without failing', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ies-maintain-'));
    const database = await openDatabase({ dataDir: path.join(dir, 'data') });
    try {
      await database.rows('create table upkeep (n int)');
      for (let run = 1; run <= 10; run += 1) {
        await database.rows(`insert into upkeep values (${run})`);
        await database.maintain?.();
      }
      expect(await database.rows('select count(*)::int as n from upkeep')).toEqual([{ n: 10 }]);
    } finally {
      await database.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
