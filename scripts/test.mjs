// `npm test`: every check in one command — typecheck, lint, unit and integration tests (server on
// PGlite and on PostgreSQL), the web build and the browser tests — ending with one summary line.
// With CI=true nothing may be skipped: a missing PostgreSQL or Chromium fails the run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureInstalled, ensureServerBuilt, ensureWebBuilt, root } from './ensure-installed.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const only = process.argv.slice(2); // e.g. `npm test -- unit server` runs just those steps
const reports = path.join(root, '.test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const skippedSteps = [];
const flakySteps = [];
/** Each failed test's file, name and first message line: the summary at the end repeats them. */
const failedTests = [];
/** Tests that passed only on their retry (the server project retries once under CI). */
const flakyTests = [];

function wanted(step) {
  return only.length === 0 || only.includes(step);
}

/** Each step's wall time, printed at the end: CI must stay under 50 minutes on this machine. */
const timings = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${label}: ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status === 0;
}

/** A check without test counts (typecheck, lint, build) counts as one test. */
function check(step, label, command, args, env) {
  if (!wanted(step)) return;
  if (run(label, command, args, env)) totals.passed += 1;
  else {
    totals.failed += 1;
    failedSteps.push(label);
  }
}

function vitest(step, label, projects, env = {}) {
  if (!wanted(step)) return;
  const out = path.join(reports, `${step}.json`);
  const args = [
    'vitest',
    'run',
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  for (const p of projects) args.push('--project', p);
  const ok = run(label, 'npx', args, env);
  const counted = readVitest(out);
  if (!counted) {
    totals.failed += 1;
    failedSteps.push(`${label} (no report)`);
    return;
  }
  if (!ok && counted.failed === 0) {
    totals.failed += 1;
    failedSteps.push(`${label} (runner error)`);
  } else if (!ok) failedSteps.push(label);
}

function readVitest(file) {
  if (!fs.existsSync(file)) return undefined;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  const counted = {
    passed: r.numPassedTests ?? 0,
    failed: r.numFailedTests ?? 0,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  };
  // A suite that failed to load reports no failed test; count it so the run goes red.
  const brokenSuites = (r.testResults ?? []).filter(
    (s) => s.status === 'failed' && s.assertionResults?.length === 0,
  );
  counted.failed += brokenSuites.length;
  for (const suite of r.testResults ?? []) {
    const file = path.relative(root, suite.name ?? '');
    if (suite.status === 'failed' && suite.assertionResults?.length === 0)
      failedTests.push(`${file}: ${firstLine(suite.message)}`);
    for (const test of suite.assertionResults ?? []) {
      const line = `${file} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`;
      if (test.status === 'failed') failedTests.push(line);
      else if (test.status === 'passed' && test.failureMessages?.length) flakyTests.push(line);
    }
  }
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
  return counted;
}

/** Playwright's report: every spec whose last attempt failed, with its first error line. */
function failedSpecs(suites) {
  const found = [];
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        if (last && last.status !== 'passed' && last.status !== 'skipped')
          found.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine(last.error?.message)}`);
      }
    }
    found.push(...failedSpecs(suite.suites ?? []));
  }
  return found;
}

function firstLine(text) {
  return (
    String(text ?? '')
      .split('\n')
      .find((line) => line.trim()) ?? ''
  );
}

function skip(label, reason) {
  if (ci) {
    console.error(`\n✗ ${label}: ${reason} — CI=true forbids skipping`);
    totals.failed += 1;
    failedSteps.push(`${label} (${reason})`);
  } else {
    console.warn(`\n⚠ ${label} skipped: ${reason}`);
    totals.skipped += 1;
    skippedSteps.push(label);
  }
}

function portOpen(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

await ensureInstalled();

check('typecheck', 'Typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'Lint (biome)', 'npx', ['biome', 'ci', '.']);
check('imports', 'Import directions (dependency-cruiser)', 'node', ['scripts/check-imports.mjs']);
vitest('unit', 'Unit tests (contracts, web, simulator, tooling)', [
  'contracts',
  'web',
  'simulator',
  'tooling',
]);
vitest('server', 'Server integration tests on PGlite', ['server'], { TEST_DB: 'pglite' });

if (wanted('server-pg')) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) skip('Server integration tests on PostgreSQL', 'TEST_DATABASE_URL is not set');
  else {
    const { hostname, port } = new URL(url);
    if (!(await portOpen(hostname, Number(port || 5432)))) {
      skip(
        'Server integration tests on PostgreSQL',
        `PostgreSQL does not answer at ${hostname}:${port || 5432}`,
      );
    } else {
      vitest('server-pg', 'Server integration tests on PostgreSQL', ['server'], { TEST_DB: 'postgres' });
    }
  }
}

if (wanted('e2e')) {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) skip('Browser tests', `Chromium not found at ${chromium}`);
  else {
    // Both builds first, as after an install: the demo journey times `npm start` itself, not a compile.
    await ensureWebBuilt();
    await ensureServerBuilt();
    const out = path.join(reports, 'e2e.json');
    const ok = run(
      'Browser tests (Playwright, Chromium)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      },
    );
    if (fs.existsSync(out)) {
      const report = JSON.parse(fs.readFileSync(out, 'utf8'));
      const stats = report.stats ?? {};
      for (const failed of failedSpecs(report.suites ?? [])) failedTests.push(failed);
      totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      if (stats.flaky) flakySteps.push(`Browser tests: ${stats.flaky} passed only on the retry`);
      totals.failed += stats.unexpected ?? 0;
      totals.skipped += stats.skipped ?? 0;
      if (!ok && !stats.unexpected) {
        totals.failed += 1;
        failedSteps.push('Browser tests (runner error)');
      } else if (!ok) failedSteps.push('Browser tests');
    } else {
      totals.failed += 1;
      failedSteps.push('Browser tests (no report)');
    }
  }
}

console.log('');
for (const line of timings) console.log(`⏱ ${line}`);
for (const test of flakyTests.slice(0, 20)) console.log(`↻ passed on the retry: ${test.slice(0, 400)}`);
for (const test of failedTests.slice(0, 20)) console.log(`✗ ${test.slice(0, 400)}`);
if (flakyTests.length) flakySteps.push(`${flakyTests.length} test(s) passed only on the retry`);
if (failedSteps.length) console.log(`Failed: ${failedSteps.join('; ')}`);
if (skippedSteps.length) console.log(`Skipped: ${skippedSteps.join('; ')}`);
if (flakySteps.length) console.log(`Flaky: ${flakySteps.join('; ')}`);
const summary = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
console.log(summary);
process.exit(totals.failed > 0 ? 1 : 0);
