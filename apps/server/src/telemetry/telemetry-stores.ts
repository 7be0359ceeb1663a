import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows, SHARED_STORE, storeTable } from './telemetry.repository';

export { SHARED_STORE, storeTable };

/** Month partitions of a store's tree, oldest first (named `<tree>_pYYYYMM`; the shared tree's `telemetry_pYYYYMM`). */
export async function storeMonths(
  ex: Executor,
  store: string,
): Promise<Array<{ name: string; month: number }>> {
  const rows = await queryRows<{ name: string }>(
    ex,
    sql`select c.relname::text as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = to_regclass(${storeTable(store)})`,
  );
  const months: Array<{ name: string; month: number }> = [];
  for (const { name } of rows) {
    const match = /_p(\d{4})(\d{2})$/.exec(name);
    if (match) months.push({ name, month: Date.UTC(Number(match[1]), Number(match[2]) - 1, 1) });
  }
  return months.sort((a, b) => a.month - b.month);
}

export async function storeExists(ex: Executor, store: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    ex,
    sql`select to_regclass(${storeTable(store)}) is not null as ok`,
  );
  return row?.ok === true;
}

/** Ensures the store's tree has the month partitions covering [fromMs, toMs]. */
export async function ensureStoreMonths(
  ex: Executor,
  store: string,
  fromMs: number,
  toMs: number,
): Promise<void> {
  await ex.execute(sql`select ies_ensure_month_partitions(${storeTable(store)},
    ${new Date(fromMs).toISOString()}::timestamptz, ${new Date(toMs).toISOString()}::timestamptz)`);
}

/**
 * Ensures `to` has every month `from` has: rows moved between them find their partition, and
 * ingest, which remembers the months it created, finds them in a new tree too.
 */
export async function coverMonths(ex: Executor, from: string, to: string): Promise<void> {
  const months = await storeMonths(ex, from);
  if (months.length === 0) return;
  await ensureStoreMonths(ex, to, months[0]!.month, months[months.length - 1]!.month);
}

/**
 * Creates a tenant's own tree and attaches it to `telemetry` (empty: nothing to check or copy),
 * with the months covering [fromMs, toMs]; later months come as every tree's do (ingest).
 */
export async function createStore(ex: Executor, store: string, fromMs: number, toMs: number): Promise<void> {
  const table = sql.identifier(storeTable(store));
  if (!(await storeExists(ex, store))) {
    await ex.execute(sql`create table if not exists ${table}
      (like telemetry_shared including defaults, primary key (device_id, ts)) partition by range (ts)`);
    await ex.execute(
      sql`alter table telemetry attach partition ${table} for values in (${sql.raw(`'${store}'`)})`,
    );
  }
  await ensureStoreMonths(ex, store, fromMs, toMs);
}

/** The time span of the given devices' rows in a store (ms), or null when it holds none. */
export async function storeSpan(
  ex: Executor,
  store: string,
  devices: SQL,
): Promise<{ from: number; to: number } | null> {
  const tree = sql.identifier(storeTable(store));
  // Each device's first and last row along the primary key, not every row of theirs.
  const [row] = await queryRows<{ from: number | null; to: number | null }>(
    ex,
    sql`select (extract(epoch from min(x.first)) * 1000)::float8 as from, (extract(epoch from max(x.last)) * 1000)::float8 as to
      from ${devices} d(id) cross join lateral (select
        (select ts from ${tree} where device_id = d.id order by ts limit 1) as first,
        (select ts from ${tree} where device_id = d.id order by ts desc limit 1) as last) x`,
  );
  return row?.from == null || row.to == null ? null : { from: row.from, to: row.to };
}

/** Detaches and drops a tenant's tree (its rows moved back first). */
export async function dropStore(ex: Executor, store: string): Promise<void> {
  if (!(await storeExists(ex, store))) return;
  const table = sql.identifier(storeTable(store));
  await ex.execute(sql`alter table telemetry detach partition ${table}`);
  await ex.execute(sql`drop table ${table}`);
}

/**
 * Moves at most `limit` of one device's rows, oldest first, from one store's tree into another's
 * (a delete and an insert in one statement, along the primary key of the device's rows only). A row
 * the target holds already is dropped.
 */
export async function moveDeviceRows(
  ex: Executor,
  from: string,
  to: string,
  deviceId: string,
  limit: number,
): Promise<number> {
  const source = sql.identifier(storeTable(from));
  const target = sql.identifier(storeTable(to));
  const [row] = await queryRows<{ n: number }>(
    ex,
    sql`with doomed as (select ts from ${source} where device_id = ${deviceId} order by ts limit ${limit}),
      moved as (delete from ${source} t using doomed where t.device_id = ${deviceId} and t.ts = doomed.ts
        returning t.device_id, t.ts, t.seq, t.late, t.batch_id, t.values),
      ins as (insert into ${target} (device_id, ts, seq, late, batch_id, values, store)
        select device_id, ts, seq, late, batch_id, values, ${to} from moved
        on conflict (device_id, ts) do nothing returning 1)
      select (select count(*) from moved)::int as n`,
  );
  return row?.n ?? 0;
}

/** Some device that still has rows in the store's tree, or null when it is empty. */
export async function someDeviceIn(ex: Executor, store: string): Promise<string | null> {
  const [row] = await queryRows<{ d: string }>(
    ex,
    sql`select device_id as d from ${sql.identifier(storeTable(store))} limit 1`,
  );
  return row?.d ?? null;
}

/** Bytes of a store's tree: every month partition with its indexes and TOAST. */
export async function storeBytes(ex: Executor, store: string): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    ex,
    sql`select coalesce(sum(pg_total_relation_size(i.inhrelid)), 0) as n from pg_inherits i
      where i.inhparent = to_regclass(${storeTable(store)})`,
  );
  return Number(row?.n ?? 0);
}

/** Drops one month partition of a tenant's tree; answers how many rows it held. */
export async function dropStoreMonth(ex: Executor, store: string, partition: string): Promise<number> {
  if (store === SHARED_STORE || !partition.startsWith(`${storeTable(store)}_p`))
    throw new Error(`not a month of ${store}'s own store: ${partition}`);
  const table = sql.identifier(partition);
  const [row] = await queryRows<{ n: number }>(ex, sql`select count(*)::int as n from ${table}`);
  await ex.execute(sql`drop table ${table}`);
  return row?.n ?? 0;
}

/** Tenants whose samples ingest writes into their own store (tenant_storage.store, docs/storage-capacity.md). */
export async function exclusiveStoreTenants(ex: Executor): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    ex,
    sql`select tenant_id::text as id from tenant_storage where store in ('to_exclusive', 'exclusive')`,
  );
  return rows.map((r) => r.id);
}
