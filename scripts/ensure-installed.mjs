// Installs the workspace when node_modules is missing or older than the lockfile, so that
// `npm start` and `npm test` work on a fresh clone without a separate install step.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeVersionProblem } from './node-version.mjs';

// Not import.meta.dirname: it is missing before Node.js 20.11, and this must get as far as the check.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Stops with one clear line when this Node.js is older than package.json's engines allow. */
export function ensureNodeVersion() {
  const wanted = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
  const problem = nodeVersionProblem(wanted, process.versions.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

export function ensureInstalled() {
  ensureNodeVersion();
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (mtime(marker) >= mtime(path.join(root, 'package-lock.json'))) return;
  console.log('Installing dependencies (npm ci)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status !== 0) {
    console.error('npm ci failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : mtime(full));
  }
  return newest;
}

/** Builds the web app when its build is missing or older than its sources or the contracts. */
export function ensureWebBuilt({ force = false } = {}) {
  const dist = path.join(root, 'apps/web/dist/index.html');
  const sources = Math.max(
    newestMtime(path.join(root, 'apps/web/src')),
    newestMtime(path.join(root, 'packages/contracts/src')),
    mtime(path.join(root, 'apps/web/index.html')),
    mtime(path.join(root, 'apps/web/vite.config.ts')),
  );
  if (!force && mtime(dist) > sources) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@ies/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

/** Compiles the server when its bundle is missing or older than the server, simulator or contracts. */
export async function ensureServerBuilt() {
  const bundle = path.join(root, 'apps/server/dist/main.js');
  const sources = Math.max(
    newestMtime(path.join(root, 'apps/server/src')),
    newestMtime(path.join(root, 'apps/simulator/src')),
    newestMtime(path.join(root, 'packages/contracts/src')),
    mtime(path.join(root, 'scripts/build-server.mjs')),
  );
  if (mtime(bundle) > sources) return;
  console.log('Compiling the server…');
  const { buildServer } = await import('./build-server.mjs');
  try {
    await buildServer();
  } catch (error) {
    console.error(`The server build failed: ${error.message}`);
    process.exit(1);
  }
}

export { root };
