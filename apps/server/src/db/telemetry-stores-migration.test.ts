import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../test/test-database';
import type { Database } from './database';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate';

// Migration 0047 on an install that already holds samples: the month tree becomes the shared store
// under a `telemetry` partitioned by store, without losing or moving a row.

let database: Database | undefined;
let folder: string | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
  if (folder) await fs.rm(folder, { recursive: true, force: true });
  folder = undefined;
});

/** The committed migrations up to (not including) `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), 'ies-migrations-'));
  await fs.cp(MIGRATIONS_FOLDER, copy, { recursive: true });
  const journalPath = path.join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return copy;
}

describe(`the telemetry stores migration on ${testDatabaseKind()}`, () => {
  it('keeps an existing install’s samples, partitions and primary key as the shared store', async () => {
    database = await createTestDatabase({ migrate: false });
    folder = await migrationsBefore('0047_telemetry_stores');
    await runMigrations(database, folder);
    await database.rows(
      `select ies_ensure_month_partitions('telemetry', '2026-01-10Z'::timestamptz, '2026-02-10Z'::timestamptz)`,
    );
    await database.rows(`insert into telemetry (device_id, ts, batch_id, values) values
      ('mig-a', '2026-01-10Z', 1, '{"power": 1}'), ('mig-a', '2026-02-10Z', 1, '{"power": 2}'),
      ('mig-b', '2026-01-11Z', 1, '{"power": 3}')`);

    await runMigrations(database);

    const rows = await database.rows<{ d: string; part: string; tree: string; store: string }>(
      `select t.device_id as d, t.tableoid::regclass::text as part, i.inhparent::regclass::text as tree, t.store
        from telemetry t join pg_inherits i on i.inhrelid = t.tableoid order by t.device_id, t.ts`,
    );
    expect(rows).toEqual([
      { d: 'mig-a', part: 'telemetry_p202601', tree: 'telemetry_shared', store: '' },
      { d: 'mig-a', part: 'telemetry_p202602', tree: 'telemetry_shared', store: '' },
      { d: 'mig-b', part: 'telemetry_p202601', tree: 'telemetry_shared', store: '' },
    ]);
    const [layout] = await database.rows<{ strategy: string; shared: string; key: string }>(
      `select p.partstrat::text as strategy,
        (select pg_get_expr(c.relpartbound, c.oid) from pg_class c where c.relname = 'telemetry_shared') as shared,
        (select pg_get_constraintdef(oid) from pg_constraint where conrelid = 'telemetry_shared'::regclass and contype = 'p') as key
        from pg_partitioned_table p where p.partrelid = 'telemetry'::regclass`,
    );
    expect(layout).toEqual({
      strategy: 'l',
      shared: "FOR VALUES IN ('')",
      key: 'PRIMARY KEY (device_id, ts)',
    });

    // Month partitions of the shared store keep their names; the writer's ON CONFLICT names the tree.
    await database.rows(
      `select ies_ensure_month_partitions('telemetry', '2026-03-01Z'::timestamptz, '2026-03-02Z'::timestamptz)`,
    );
    const [march] = await database.rows<{ tree: string }>(
      `select inhparent::regclass::text as tree from pg_inherits where inhrelid = 'telemetry_p202603'::regclass`,
    );
    expect(march?.tree).toBe('telemetry_shared');
    const again = await database.rows(`insert into telemetry_shared (device_id, ts, batch_id, values)
      values ('mig-a', '2026-01-10Z', 2, '{}') on conflict (device_id, ts) do nothing returning 1`);
    expect(again).toHaveLength(0);
  });
});
