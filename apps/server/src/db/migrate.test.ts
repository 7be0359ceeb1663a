import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { MIGRATIONS_FOLDER, MigrationError, runMigrations } from './migrate';
import { createTestDatabase, testDatabaseKind } from '../test/test-database';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

async function tableNames(db: Database): Promise<string[]> {
  const rows = await db.rows<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

describe(`migrations on ${testDatabaseKind()}`, () => {
  it('applies the committed migrations and is idempotent', async () => {
    database = await createTestDatabase({ migrate: false });
    await runMigrations(database);
    await runMigrations(database);
    expect(await tableNames(database)).toContain('system_settings');
  });

  it('rolls a failed migration back completely', async () => {
    database = await createTestDatabase({ migrate: false });
    // A copy of the real migrations plus one that creates a table and then fails.
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'ies-migrations-'));
    await fs.cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await fs.readFile(journalPath, 'utf8'));
    const last = journal.entries.at(-1);
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_broken' });
    await fs.writeFile(journalPath, JSON.stringify(journal));
    await fs.writeFile(
      path.join(folder, '9999_broken.sql'),
      'CREATE TABLE half_done (id int);\n--> statement-breakpoint\nSELECT no_such_function();',
    );

    await expect(runMigrations(database, folder)).rejects.toBeInstanceOf(MigrationError);
    const tables = await tableNames(database);
    expect(tables).not.toContain('half_done');
    expect(tables).not.toContain('system_settings');
    await fs.rm(folder, { recursive: true, force: true });
  });
});
