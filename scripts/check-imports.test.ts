import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without declarations
import { cruise, problems } from './check-imports.mjs';

// The guard's rules bite: a small tree with one deliberately forbidden import per rule gives exactly
// those violations, and the same tree without them gives none.
let dir: string;

function write(file: string, content: string) {
  const full = path.join(dir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ies-imports-'));
  write('apps/server/src/modules/alpha/alpha.repository.ts', 'export const a = 1;\n');
  write(
    'apps/server/src/modules/alpha/alpha.service.ts',
    "import { a } from './alpha.repository';\nexport const s = a;\n",
  );
  write('apps/server/src/platform/clean.ts', 'export const p = 1;\n');
  write('apps/web/src/app/paths.ts', "export const HOME = '/';\n");
  write('apps/web/src/features/one/index.ts', "export { x } from './x';\n");
  write('apps/web/src/features/one/x.ts', 'export const x = 1;\n');
  write('apps/web/src/features/two/y.ts', "import { x } from '../one';\nexport const y = x;\n");
  write('packages/contracts/src/enums/e.ts', 'export const e = 1;\n');
  write('packages/contracts/src/constants/k.ts', "import { e } from '../enums/e';\nexport const k = e;\n");
  write(
    'apps/server/src/app.ts',
    "import { m } from './modules/gamma/gamma.module';\nexport const app = m;\n",
  );
  write('apps/server/src/modules/gamma/gamma.module.ts', 'export const m = 1;\n');
}, 30_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const check = () => problems(cruise(['apps', 'packages'], dir), dir) as string[];

describe('import-direction guard', () => {
  it('passes a tree that keeps the directions', () => {
    expect(check()).toEqual([]);
  }, 60_000);

  it('names each forbidden import', () => {
    write(
      'apps/server/src/platform/bad.ts',
      "import { s } from '../modules/alpha/alpha.service';\nexport const b = s;\n",
    );
    write(
      'apps/server/src/modules/beta/beta.service.ts',
      "import { a } from '../alpha/alpha.repository';\nexport const c = a;\n",
    );
    write(
      'apps/server/src/modules/alpha/uses-beta.ts',
      "import { c } from '../beta/beta.service';\nexport const d = c;\n",
    );
    write(
      'apps/web/src/features/two/z.ts',
      "import { HOME } from '../../app/paths';\nimport { x } from '../one/x';\nexport const z = HOME + x;\n",
    );
    write(
      'apps/web/src/features/one/loop-a.ts',
      "import { b2 } from './loop-b';\nexport const a2 = () => b2;\n",
    );
    write(
      'apps/web/src/features/one/loop-b.ts',
      "import { a2 } from './loop-a';\nexport const b2 = () => a2;\n",
    );
    // Folder cycles the file-level check cannot see: through the app's root file, between the
    // contracts' folders, between a web feature and the app's shared i18n.
    write(
      'apps/server/src/modules/gamma/gamma-harness.ts',
      "import { app } from '../../app';\nexport const h = app;\n",
    );
    write(
      'packages/contracts/src/enums/e2.ts',
      "import { k } from '../constants/k';\nexport const e2 = k;\n",
    );
    write('apps/web/src/i18n/en.ts', "import { y } from '../features/two/y';\nexport const en = { y };\n");
    write('apps/web/src/features/two/t.ts', "import { en } from '../../i18n/en';\nexport const t = en;\n");
    write('apps/web/src/features/one/long.ts', 'export const n = 1;\n'.repeat(501));
    const found = check();
    expect(found).toEqual(
      expect.arrayContaining([
        'platform-below-modules: apps/server/src/platform/bad.ts → apps/server/src/modules/alpha/alpha.service.ts',
        'no-foreign-repository: apps/server/src/modules/beta/beta.service.ts → apps/server/src/modules/alpha/alpha.repository.ts',
        'features-not-app-or-pages: apps/web/src/features/two/z.ts → apps/web/src/app/paths.ts',
        'no-feature-internals: apps/web/src/features/two/z.ts → apps/web/src/features/one/x.ts',
        'folder-cycle: apps/server/src/modules/alpha ↔ apps/server/src/modules/beta',
        'folder-cycle: apps/server/src/app.ts ↔ apps/server/src/modules/gamma',
        'folder-cycle: packages/contracts/src/constants ↔ packages/contracts/src/enums',
        'folder-cycle: apps/web/src/features/two ↔ apps/web/src/i18n',
        'file-over-500-lines: apps/web/src/features/one/long.ts',
      ]),
    );
    expect(found.some((line) => line.startsWith('no-circular: apps/web/src/features/one/loop-'))).toBe(true);
  }, 60_000);
});
