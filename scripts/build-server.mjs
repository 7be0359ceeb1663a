// Compiles the server (and the demo's simulator) to JavaScript for `npm start` and production:
// one ESM bundle each under apps/server/dist, our workspace packages (contracts, TypeScript
// source) bundled in, every npm package left to node_modules. Development keeps tsx's reload.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'apps/server/dist');

/** Bare imports stay external except our own workspaces, which ship as TypeScript source. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@ies/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: path.join(root, 'apps/server/src/main.ts'),
      simulator: path.join(root, 'apps/simulator/src/cli.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [externalPackages],
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
