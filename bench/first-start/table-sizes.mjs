// Where the bytes of a stopped PGlite data directory go (issue 34 item 8): every table and index
// of at least 1 MB, partitions summed by their parent, largest first.
//
//   node bench/first-start/table-sizes.mjs DATA_DIR/pglite
import { PGlite } from '@electric-sql/pglite';

const dir = process.argv[2];
if (!dir) throw new Error('usage: table-sizes.mjs <pglite data directory>');
const db = new PGlite(dir);
const { rows } = await db.query(`
  select coalesce(parent.relname, c.relname) as name, c.relkind as kind,
    sum(pg_relation_size(c.oid)) as heap, sum(pg_total_relation_size(c.oid)) as total,
    sum(c.reltuples)::bigint as rows
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  left join pg_inherits i on i.inhrelid = c.oid left join pg_class parent on parent.oid = i.inhparent
  where n.nspname = 'public' and c.relkind in ('r', 'i')
  group by 1, 2 having sum(pg_total_relation_size(c.oid)) >= 1e6 order by total desc`);
const mb = (b) => (Number(b) / 1e6).toFixed(1).padStart(7);
console.log('      MB  heap MB       rows  table or index');
for (const r of rows)
  console.log(
    `${mb(r.total)}  ${mb(r.heap)}  ${String(r.rows).padStart(9)}  ${r.kind === 'i' ? '  index ' : ''}${r.name}`,
  );
const [all] = (await db.query(`select pg_database_size(current_database()) as b`)).rows;
console.log(`${mb(all.b)}  database`);
await db.close();
