// The import-direction guard of `npm test` (issues 13, 28): the rules of .dependency-cruiser.cjs,
// cycles between folders (which a file-level cycle check cannot see: a server module, a web feature,
// the web app's i18n or ui, a contracts folder, a top-level server file such as app.ts are each one
// unit), and source files over 500 lines. Exits 1 and names each violation.
//
//   node scripts/check-imports.mjs                   check the code base
//   node scripts/check-imports.mjs --write-baseline  record today's violations as known debt
//
// Known debt lives in .import-baseline.txt, one violation a line: the check fails on any new one,
// and on a listed one that is gone (so that the list only shrinks; rewrite it with the flag).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_ROOTS = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'];
const TEST_FILE = /\.test\.tsx?$|\/test\/|\/testing\//;
/** Folders whose sub-folders are units of their own: domains (server modules, web features). */
const DOMAIN_FOLDER = /^(apps\/server\/src\/modules|apps\/web\/src\/features)\/([^/]+)\//;
/** Source roots whose first-level folders (and files) are units: the app's layers, contracts' parts. */
const SOURCE_ROOT = /^(apps\/[^/]+\/src|packages\/[^/]+\/src)\/([^/]+)/;
export const MAX_LINES = 500;
const SOURCE_FILE = /\.(ts|tsx|mjs|cjs|js)$/;

/** The unit a file belongs to (a domain folder, a first-level folder or file of a source root). */
export function unitOf(file) {
  const domain = DOMAIN_FOLDER.exec(file);
  if (domain) return `${domain[1]}/${domain[2]}`;
  const top = SOURCE_ROOT.exec(file);
  return top ? `${top[1]}/${top[2]}` : undefined;
}

/** Runs dependency-cruiser and returns its JSON result. */
export function cruise(roots = DEFAULT_ROOTS, cwd = root) {
  const bin = path.join(root, 'node_modules', '.bin', 'depcruise');
  const result = spawnSync(
    bin,
    [...roots, '--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'json'],
    { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (!result.stdout) throw new Error(`depcruise failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** Strongly connected groups of units (Tarjan), each of two or more; test support left out. */
export function folderCycles(modules) {
  const edges = new Map();
  for (const module of modules) {
    if (TEST_FILE.test(module.source)) continue;
    const from = unitOf(module.source);
    if (!from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    for (const dependency of module.dependencies) {
      if (TEST_FILE.test(dependency.resolved)) continue;
      const to = unitOf(dependency.resolved);
      if (to && to !== from) edges.get(from).add(to);
    }
  }
  let index = 0;
  const indices = new Map();
  const lowlinks = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    indices.set(node, index);
    lowlinks.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowlinks.set(node, Math.min(lowlinks.get(node), lowlinks.get(next)));
      } else if (onStack.has(next)) lowlinks.set(node, Math.min(lowlinks.get(node), indices.get(next)));
    }
    if (lowlinks.get(node) === indices.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!indices.has(node)) visit(node);
  return groups;
}

/** Source files (tests included) over MAX_LINES lines: a file that long hides more than one job. */
export function longFiles(files, cwd = root) {
  const lines = [];
  for (const file of files) {
    // Declarations and generated files (the OpenAPI client's types) are not written by hand.
    if (!SOURCE_FILE.test(file) || file.endsWith('.d.ts') || file.endsWith('.gen.ts')) continue;
    const full = path.join(cwd, file);
    if (!fs.existsSync(full)) continue;
    const count = fs.readFileSync(full, 'utf8').split('\n').length - 1;
    if (count > MAX_LINES) lines.push(`file-over-${MAX_LINES}-lines: ${file}`);
  }
  return lines;
}

/** Every tracked source file of the repository (the line check covers more than the cruised roots). */
function trackedSources() {
  const listed = spawnSync('git', ['ls-files'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return listed.stdout
    .split('\n')
    .filter((file) => SOURCE_FILE.test(file) && !file.includes('node_modules/'));
}

/** Every problem as one line: rule violations first, then folder cycles, then long files. */
export function problems(result, cwd = root, files = result.modules.map((module) => module.source)) {
  const lines = result.summary.violations.map((v) =>
    v.cycle
      ? `${v.rule.name}: ${[v.from, ...v.cycle.map((c) => c.name ?? c)].join(' → ')}`
      : `${v.rule.name}: ${v.from} → ${v.to}`,
  );
  for (const group of folderCycles(result.modules)) lines.push(`folder-cycle: ${group.join(' ↔ ')}`);
  lines.push(...longFiles(files, cwd));
  return lines;
}

const BASELINE = path.join(root, '.import-baseline.txt');

function readBaseline() {
  if (!fs.existsSync(BASELINE)) return [];
  return fs
    .readFileSync(BASELINE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = cruise();
  const found = problems(result, root, trackedSources()).sort();
  const counted = `${result.summary.totalCruised} files, ${result.summary.totalDependenciesCruised} imports`;
  if (process.argv.includes('--write-baseline')) {
    const header = '# Known import-direction debt (scripts/check-imports.mjs); it may only shrink.\n';
    fs.writeFileSync(BASELINE, header + found.map((line) => `${line}\n`).join(''));
    console.log(`Wrote ${found.length} known violation(s) to .import-baseline.txt`);
    process.exit(0);
  }
  const known = new Set(readBaseline());
  const fresh = found.filter((line) => !known.has(line));
  const gone = [...known].filter((line) => !found.includes(line));
  for (const line of fresh) console.error(`  ✗ new: ${line}`);
  for (const line of gone) console.error(`  ✗ fixed but still listed in .import-baseline.txt: ${line}`);
  if (fresh.length || gone.length) {
    console.error(
      `Import directions: ${fresh.length} new violation(s), ${gone.length} stale baseline line(s) in ${counted} ` +
        '(rules: .dependency-cruiser.cjs; after fixing debt: node scripts/check-imports.mjs --write-baseline).',
    );
    process.exit(1);
  }
  console.log(`Import directions: ${counted}; no new violation, ${known.size} known (.import-baseline.txt).`);
}
