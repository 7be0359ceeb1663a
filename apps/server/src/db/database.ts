import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { RequestPriorityGate } from './request-priority';

/**
 * The query builder repositories use; the same on PGlite and PostgreSQL. It carries no schema
 * object: repositories import the tables they query, and no code uses drizzle's relational
 * queries (`db.query.*`), so only drizzle-kit reads the tables, through drizzle.config.ts.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  readonly db: Db;
  readonly driver: DatabaseDriver;
  /** Runs a trivial query; throws when the database does not answer. */
  ping(): Promise<void>;
  /** Rows of a raw query, the same shape on both drivers (for reports and maintenance SQL). */
  rows<T extends Record<string, unknown>>(query: SQL | string): Promise<T[]>;
  close(): Promise<void>;
  /** PGlite only: the data directory as an image another database can start from. */
  dumpImage?(): Promise<Blob>;
  /**
   * File-backed PGlite only: what PostgreSQL's checkpointer and autovacuum do on their own, run
   * each minute by the job runtime (`database.maintenance`).
   */
  maintain?(): Promise<void>;
  /**
   * File-backed PGlite only: while on, HTTP requests' statements go ahead of background work
   * (request-priority.ts). On only while the demo backfills: always on, it slowed background work
   * behind a polling browser.
   */
  preferRequests?(on: boolean): void;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; PGlite when absent. */
  databaseUrl?: string;
  /** PGlite data directory; in memory when absent. */
  dataDir?: string;
  /** Largest number of pooled PostgreSQL connections. */
  poolSize?: number;
  /** PGlite in memory only: start from this data directory image instead of a new cluster (tests). */
  image?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.image);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // With the database away a request fails within this time (answered 503) instead of
    // waiting for a connection forever; keepalive notices a peer that vanished silently.
    connectionTimeoutMillis: 5000,
    keepAlive: true,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  // Nor a checked-out one between two statements of a transaction (the pool listens only while a
  // client is idle): its next statement fails, and that error reaches the caller.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    rows: (query) => executeRows(db, query),
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}

const PGLITE_WAL_PARAMS = ['-c', 'max_wal_size=32MB', '-c', 'min_wal_size=32MB'];
/** A vacuum with every this many maintenance runs (a checkpoint with each). */
const PGLITE_VACUUM_EVERY = 10;

async function openPglite(dataDir: string | undefined, image: Blob | undefined): Promise<Database> {
  if (dataDir) await fs.mkdir(path.dirname(dataDir), { recursive: true });
  // A lone PGlite (single-user mode) has no checkpointer and never checkpoints by itself: its WAL
  // grew past 600 MB in 20 minutes of the demo (issue 34 item 8). A checkpoint a minute with a
  // small max_wal_size keeps it near 48 MB. Nor does it vacuum: the rollups' and latest values'
  // updates leave dead rows (the demo's live day grew ~300 MB); a vacuum each 10 minutes reuses them.
  const client = dataDir
    ? new PGlite(dataDir, { startParams: [...PGlite.defaultStartParams, ...PGLITE_WAL_PARAMS] })
    : new PGlite(image ? { loadDataDir: image } : {});
  await client.waitReady;
  const gate = dataDir ? gateStatements(client) : undefined;
  let runs = 0;
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    rows: (query) => executeRows(db, query),
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (!client.closed) await client.close();
    },
    dumpImage: () => client.dumpDataDir('none'),
    ...(gate
      ? {
          preferRequests(on: boolean) {
            gate.preferRequests = on;
          },
        }
      : {}),
    ...(dataDir
      ? {
          async maintain() {
            // Apart: several statements in one exec run as one transaction, where VACUUM may not.
            if (++runs % PGLITE_VACUUM_EVERY === 0) await client.exec('vacuum');
            await client.exec('checkpoint');
          },
        }
      : {}),
  };
}

/**
 * Statements and transactions go through one gate, in arrival order until requests are preferred
 * (request-priority.ts); PGlite's own methods call its private ones, so nothing waits on itself.
 */
function gateStatements(client: PGlite): RequestPriorityGate {
  const gate = new RequestPriorityGate({ preferRequests: false });
  const gated = client as unknown as Record<
    'query' | 'exec' | 'transaction',
    (...args: unknown[]) => Promise<unknown>
  >;
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = gated[name].bind(client);
    gated[name] = (...args) => gate.run(() => original(...args));
  }
  return gate;
}

async function executeRows<T extends Record<string, unknown>>(db: Db, query: SQL | string): Promise<T[]> {
  const result = (await db.execute(typeof query === 'string' ? sql.raw(query) : query)) as unknown as {
    rows: T[];
  };
  return result.rows;
}
