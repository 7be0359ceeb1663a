// `npm start`: installs when needed, builds the web app when needed, then runs the platform on the
// embedded default (PGlite + in-process MQTT broker) unless DATABASE_URL / MQTT_URL say otherwise.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, ensureServerBuilt, ensureWebBuilt, root } from './ensure-installed.mjs';

const began = Date.now();
await ensureInstalled();
await ensureWebBuilt();
await ensureServerBuilt();
console.log(`Starting the platform (${((Date.now() - began) / 1000).toFixed(0)} s of preparation)…`);

// Compiled JavaScript, not a TypeScript loader at run time (`npm run dev:server` keeps reload).
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  // The demo is part of the quick start; DEMO=off turns it off. Warnings and errors only, so the
  // address and sign-in printed at start stay on screen (LOG_LEVEL=info logs every request).
  env: { DEMO: 'on', LOG_LEVEL: 'warn', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
