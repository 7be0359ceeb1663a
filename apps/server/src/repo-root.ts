import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository root: the nearest folder above this file whose package.json is the workspace's.
 * Found by walking up rather than by a fixed `../..`, so the same code works from `src/` under tsx
 * and from the compiled bundle in `dist/`.
 */
function findRepoRoot(from: string): string {
  let dir = from;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === 'ies-platform')
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no ies-platform package.json above ${from}`);
    dir = parent;
  }
}

export const REPO_ROOT = findRepoRoot(import.meta.dirname);
export const SERVER_ROOT = path.join(REPO_ROOT, 'apps/server');
