import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { SERVER_ROOT } from '../repo-root';
import type { Database } from './database';

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'src/db/migrations');

/** A migration failed; every statement of the run was rolled back (they run in one transaction). */
export class MigrationError extends Error {
  constructor(cause: unknown) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    super(`Database migration failed and was rolled back: ${detail}`, { cause });
    this.name = 'MigrationError';
  }
}

export async function runMigrations(database: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  try {
    if (database.driver === 'postgres') {
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    } else {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    }
  } catch (error) {
    throw new MigrationError(error);
  }
}
