// The plan of every query the hot screens run, kept beside the code that issues it (issue 17):
// the app is built on a fresh PostgreSQL database, the bench fleet is seeded (seed.ts), each
// screen is requested twice (cold: caches empty; warm: as most requests find them), every
// statement sent meanwhile is recorded with the repository method that sent it (from the call
// stack), and each is run again under EXPLAIN (ANALYZE, BUFFERS) inside a transaction that is
// rolled back. Output: `<file>.plans.md` beside each issuing file (usually a *.repository.ts).
//
//   npx tsx bench/api/plans.ts [--stations 100] [--days 365] [--hour-days 30] [--url postgres://…] [--count]
//
// Regenerate after changing a hot query or an index; review the plans in the diff.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/database';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { testConfig } from '../../apps/server/src/test/test-app';
import { seedFleet } from './seed';

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = path.join(ROOT, 'apps/server/src');
const size = {
  stations: Number(arg('stations', '100')),
  days: Number(arg('days', '365')),
  hourDays: Number(arg('hour-days', '30')),
  users: 1,
};
const postgresUrl = arg('url', process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');

interface Statement {
  text: string;
  values: unknown[];
  file: string;
  method: string;
  seen: Set<string>;
}
const statements = new Map<string, Statement>();
/** `--count`: only how many statements each screen sends, and from which methods (no EXPLAIN). */
const countOnly = process.argv.includes('--count');
const sentBy = new Map<string, string[]>();
/**
 * The screen being served: entered by an onRequest hook, so only statements sent on its request
 * count (not those of background sweeps running meanwhile).
 */
const screenOf = new AsyncLocalStorage<string>();
let currentScreen: string | undefined;

/** The repository method a statement runs under: every *Repository class method is wrapped. */
const issuing = new AsyncLocalStorage<{ file: string; method: string }>();

async function wrapRepositories() {
  const files = (await fs.readdir(SOURCE, { recursive: true }))
    .filter((f) => f.endsWith('.repository.ts'))
    .map((f) => path.join(SOURCE, f));
  for (const file of files) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value !== 'function' || !name.endsWith('Repository')) continue;
      const proto = value.prototype as Record<string, unknown>;
      for (const key of Object.getOwnPropertyNames(proto)) {
        const original = Object.getOwnPropertyDescriptor(proto, key)?.value;
        if (key === 'constructor' || typeof original !== 'function') continue;
        proto[key] = function (this: unknown, ...args: unknown[]) {
          return issuing.run({ file, method: `${name}.${key}` }, () => original.apply(this, args));
        };
      }
    }
  }
}

/** Outside a repository method: the first frame of the server's source in the stack, if any. */
function issuer(): { file: string; method: string } {
  const store = issuing.getStore();
  if (store) return store;
  for (const line of (new Error().stack ?? '').split('\n').slice(1)) {
    const match = /at (?:async )?(?:(\S+) \()?(\/[^:)]+\.ts):\d+:\d+\)?$/.exec(line.trim());
    if (!match) continue;
    const [, method, file] = match;
    if (!file!.startsWith(SOURCE) || file!.startsWith(path.join(SOURCE, 'db/'))) continue;
    return { file: file!, method: method ?? '(anonymous)' };
  }
  return { file: path.join(ROOT, 'bench/api/unattributed.ts'), method: '(outside a repository class)' };
}

// Every statement any pg client sends while a screen is being captured.
const originalQuery = pg.Client.prototype.query;
type Query = (this: pg.Client, text: string, values?: unknown[]) => Promise<pg.QueryResult>;
const send = (client: pg.Client, text: string, values?: unknown[]) =>
  (originalQuery as unknown as Query).call(client, text, values);
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  // The auth hook's session lookup runs before the capture hook: counted while a screen is served.
  const session = currentScreen && issuing.getStore()?.method.startsWith('SessionsRepository.');
  const capturing = screenOf.getStore() ?? (session ? currentScreen : undefined);
  if (capturing) {
    const config = args[0] as string | { text: string; values?: unknown[] };
    const text = typeof config === 'string' ? config : config.text;
    const values = (typeof config === 'string' ? undefined : config.values) ?? (args[1] as unknown[]) ?? [];
    if (!/^\s*(begin|commit|rollback|savepoint|release)/i.test(text)) {
      const { file, method } = issuer();
      sentBy.set(capturing, [...(sentBy.get(capturing) ?? []), method]);
      const key = `${file}\u0000${method}\u0000${text}`;
      const entry = statements.get(key) ?? { text, values, file, method, seen: new Set() };
      entry.seen.add(capturing);
      statements.set(key, entry);
    }
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;
Error.stackTraceLimit = 60;

const indexesOf = (plan: string) =>
  [...plan.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\S+)/g)]
    .map((m) => m[1]!)
    .filter((name, i, all) => all.indexOf(name) === i);

async function main() {
  await wrapRepositories();
  const name = `ies_bench_plans_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  try {
    await runMigrations(database);
    const app = await buildApp(testConfig({ testHooks: true }), { database });
    app.addHook('onRequest', (_request, _reply, done) => {
      if (currentScreen) screenOf.enterWith(currentScreen);
      done();
    });
    await app.ready();
    const fleet = await seedFleet(app, database, size);
    await database.rows('vacuum analyze');
    const token = fleet.tokens[0]!;
    const station = fleet.stationIds[0]!;
    const device = fleet.deviceIds[0]!;
    const dayStart = Math.floor(Date.now() / 86_400_000) * 86_400_000 - 8 * 3_600_000;
    const screens: Array<[string, string]> = [
      ['home summary', '/api/home/summary'],
      ['station list', '/api/stations?page_size=10'],
      [
        'station list (running state filter, by name)',
        '/api/stations?page_size=10&running_status=run&sort=name&sort_type=asc',
      ],
      ['station overview', `/api/stations/${station}/overview`],
      ['device list', '/api/devices?page_size=10'],
      ['device history (today)', `/api/devices/${device}/history?from=${dayStart}&to=${Date.now()}`],
    ];
    for (const pass of ['cold', 'warm']) {
      for (const [screen, path] of screens) {
        currentScreen = `${screen} (${pass})`;
        const res = await app.inject({
          method: 'GET',
          url: path,
          headers: { authorization: `Bearer ${token}` },
        });
        currentScreen = undefined;
        if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      }
    }
    if (countOnly) {
      for (const [screen, methods] of sentBy) {
        const counts = new Map<string, number>();
        for (const m of methods) counts.set(m, (counts.get(m) ?? 0) + 1);
        console.log(`${screen}: ${methods.length} statements`);
        for (const [m, n] of counts) console.log(`  ${n} × ${m}`);
      }
      return;
    }
    const version = ((await database.rows('select version()')) as Array<{ version: string }>)[0]!.version;
    const explain = new pg.Client({ connectionString: url.toString() });
    await explain.connect();
    const byFile = new Map<string, string[]>();
    const ordered = [...statements.values()].sort((a, b) =>
      a.file === b.file ? a.method.localeCompare(b.method) : a.file.localeCompare(b.file),
    );
    for (const s of ordered) {
      await send(explain, 'begin');
      let plan: string;
      try {
        const result = await send(explain, `explain (analyze, buffers) ${s.text}`, s.values);
        plan = result.rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
      } catch (error) {
        plan = `(not explained: ${(error as Error).message})`;
      }
      await send(explain, 'rollback');
      const indexes = indexesOf(plan);
      const section = [
        `## ${s.method}`,
        '',
        `Sent by: ${[...s.seen].join('; ')}.`,
        `Indexes used: ${indexes.length > 0 ? indexes.map((i) => `\`${i}\``).join(', ') : 'none (sequential scans or no table)'}.`,
        '',
        '```sql',
        s.text.trim(),
        '```',
        '',
        `Parameters: \`${JSON.stringify(s.values).slice(0, 300)}\``,
        '',
        '```',
        plan,
        '```',
        '',
      ].join('\n');
      const list = byFile.get(s.file) ?? [];
      list.push(section);
      byFile.set(s.file, list);
    }
    await explain.end();
    // Plans of statements no longer sent go with this run's files.
    for (const f of await fs.readdir(SOURCE, { recursive: true }))
      if (f.endsWith('.plans.md')) await fs.rm(path.join(SOURCE, f));
    for (const [file, sections] of byFile) {
      const out = file.replace(/\.ts$/, '.plans.md');
      const header = [
        `# Query plans: ${path.relative(ROOT, file)}`,
        '',
        'Generated by `npx tsx bench/api/plans.ts` (do not edit by hand): the statements this file',
        'sends while the hot screens are served, each with `EXPLAIN (ANALYZE, BUFFERS)` on',
        `PostgreSQL (${version.split(',')[0]}), the bench fleet of ${size.stations} stations × 10 devices,`,
        `${size.days} days of day rollups, ${size.hourDays} of hour rollups, today's 5-minute rollups and raw rows`,
        `(bench/api/seed.ts), after VACUUM ANALYZE. Generated ${new Date().toISOString().slice(0, 10)};`,
        'timings are of that run (a shared machine), the plan shapes and buffers are what to review.',
        '',
      ].join('\n');
      await fs.writeFile(out, `${header}\n${sections.join('\n')}`);
      console.log(`${path.relative(ROOT, out)}: ${sections.length} statements`);
    }
    await app.close();
  } finally {
    await database.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
