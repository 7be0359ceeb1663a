import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Which database this test run uses: TEST_DB=postgres needs TEST_DATABASE_URL. */
export function testDatabaseKind(): TestDatabaseKind {
  const kind = process.env.TEST_DB ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres')
    throw new Error(`TEST_DB must be pglite or postgres, got ${kind}`);
  if (kind === 'postgres' && !process.env.TEST_DATABASE_URL) {
    throw new Error(
      'TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  }
  return kind;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or on PostgreSQL a new database
 * created from TEST_DATABASE_URL and dropped by `close()`.
 */
export async function createTestDatabase(
  options: {
    migrate?: boolean /** Whatever TEST_DB says (a PostgreSQL-only feature). */;
    kind?: TestDatabaseKind;
  } = {},
): Promise<Database & { url?: string }> {
  const migrate = options.migrate ?? true;
  if ((options.kind ?? testDatabaseKind()) === 'pglite') {
    if (!migrate) return openDatabase({});
    // A new PGlite cluster costs seconds (initdb in WebAssembly); a migrated image, made once per
    // test process, loads in about one. Migrations still run, and find nothing left to do.
    const database = await openDatabase({ image: await migratedPgliteImage() });
    await runMigrations(database);
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('a PostgreSQL test database needs TEST_DATABASE_URL');
  const name = `ies_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  if (migrate) await runMigrations(database);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

let migratedImage: Promise<Blob> | undefined;

function migratedPgliteImage(): Promise<Blob> {
  migratedImage ??= (async () => {
    const template = await openDatabase({});
    try {
      await runMigrations(template);
      return await template.dumpImage!();
    } finally {
      await template.close();
    }
  })();
  return migratedImage;
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
