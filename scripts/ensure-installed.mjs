// Installs the workspace when node_modules is missing or older than the lockfile, so that
// `npm start` and `npm test` work on a fresh clone without a separate install step.
import { spawn } from 'node:child_process';
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

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * Runs one step of the first start with its output held back: one progress line instead (how
 * long so far, and `progress()`'s share when it knows one), a line with the time taken at the
 * end, and the held-back output only when the step fails (its errors are what the user needs).
 */
function step(label, command, args, { env, progress } = {}) {
  const began = Date.now();
  const tty = process.stdout.isTTY;
  let lastShown;
  let lastLineAt = began;
  const show = (final) => {
    const share = progress?.();
    const text = `${label}… ${share === undefined ? '' : `${share} %, `}${seconds(Date.now() - began)}`;
    if (tty) process.stdout.write(`\r${text}${final ? '\n' : ''}`);
    // Without a terminal: a line each 10 %, and at least each 15 s (the install's scripts run for
    // 40 s after the last package is unpacked), not a line a second.
    else {
      const mark = share === undefined ? '' : String(Math.floor(share / 10));
      if (mark !== lastShown || final || Date.now() - lastLineAt >= 15_000) {
        console.log(text);
        lastLineAt = Date.now();
      }
      lastShown = mark;
    }
  };
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const ticker = setInterval(() => show(false), 1000);
    show(false);
    child.on('close', (code) => {
      clearInterval(ticker);
      if (tty) process.stdout.write('\r\x1b[K');
      if (code === 0) {
        console.log(`${label}: done in ${seconds(Date.now() - began)}`);
        resolve();
        return;
      }
      process.stdout.write(Buffer.concat(output));
      console.error(`${label} failed; see the messages above.`);
      process.exit(code ?? 1);
    });
  });
}

/** Packages npm ci puts at the top of node_modules, from the lockfile. */
function lockedTopLevel() {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  return Object.keys(lock.packages ?? {}).filter(
    (key) => key.startsWith('node_modules/') && !key.slice(13).includes('node_modules/'),
  );
}

/** Of those, the ones unpacked so far (npm makes the folders first, package.json comes with the files). */
function unpacked(packages) {
  return packages.filter((key) => fs.existsSync(path.join(root, key, 'package.json'))).length;
}

export async function ensureInstalled() {
  ensureNodeVersion();
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (mtime(marker) >= mtime(path.join(root, 'package-lock.json'))) return;
  const packages = lockedTopLevel();
  const total = Math.max(1, packages.length);
  // npm's own warnings (deprecated sub-dependencies, funding, audit) are nothing a user can act
  // on here: --loglevel=error keeps its errors only.
  await step(
    `Installing dependencies (npm ci, ${total} packages)`,
    'npm',
    ['ci', '--no-audit', '--no-fund', '--loglevel=error', '--progress=false'],
    {
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
      progress: () => Math.min(99, Math.floor((unpacked(packages) / total) * 100)),
    },
  );
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
export async function ensureWebBuilt({ force = false } = {}) {
  const dist = path.join(root, 'apps/web/dist/index.html');
  const sources = Math.max(
    newestMtime(path.join(root, 'apps/web/src')),
    newestMtime(path.join(root, 'packages/contracts/src')),
    mtime(path.join(root, 'apps/web/index.html')),
    mtime(path.join(root, 'apps/web/vite.config.ts')),
  );
  if (!force && mtime(dist) > sources) return;
  await step('Building the web app (vite)', 'npm', [
    'run',
    '--silent',
    'build',
    '-w',
    '@ies/web',
    '--',
    '--logLevel',
    'error',
  ]);
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
  const began = Date.now();
  process.stdout.write('Compiling the server (esbuild)…');
  const { buildServer } = await import('./build-server.mjs');
  try {
    await buildServer();
  } catch (error) {
    console.error(`\nThe server build failed: ${error.message}`);
    process.exit(1);
  }
  console.log(` done in ${seconds(Date.now() - began)}`);
}

export { root };
