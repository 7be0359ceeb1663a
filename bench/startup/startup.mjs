// Time from spawning the server to its first healthy answer, on a fresh PGlite data directory.
// Usage: node bench/startup/startup.mjs [runs] -- <command…>   (default: the compiled server)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const sep = process.argv.indexOf('--');
const runs = Number(process.argv[2] && process.argv[2] !== '--' ? process.argv[2] : 5);
const command =
  sep > 0
    ? process.argv.slice(sep + 1)
    : [process.execPath, '--enable-source-maps', 'apps/server/dist/main.js'];

async function once(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ies-startup-'));
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      MQTT_PORT: '0',
      DEMO: 'off',
      LOG_LEVEL: 'warn',
      IES_ADMIN_PASSWORD: `Bn${randomBytes(9).toString('base64url')}9`,
    },
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return performance.now() - started;
      } catch {}
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const times = [];
for (let i = 0; i < runs; i++) times.push(await once(3990));
times.sort((a, b) => a - b);
console.log(
  `${command.join(' ')}\nruns ${runs}: min ${times[0].toFixed(0)} ms, median ${times[Math.floor(runs / 2)].toFixed(0)} ms, max ${times[runs - 1].toFixed(0)} ms`,
);
