import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  generated,
  REGENERATE,
  renderFamilies,
  renderIndex,
  renderMenuEntries,
  renderPermissionParts,
} from './gen-contracts';

describe('the generated wiring of packages/contracts', () => {
  it.each(generated())('$file is up to date', ({ file, text }) => {
    const onDisk = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    expect(onDisk === text, `${path.basename(file)} is stale: run \`${REGENERATE}\``).toBe(true);
  });

  it('exports a new domain folder and lists its error family without a line written by hand', () => {
    const src = fs.mkdtempSync(path.join(os.tmpdir(), 'contracts-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
      fs.writeFileSync(path.join(src, file), text);
    };
    write('common/names.ts', 'export const x = 1;\n');
    write('common/names.test.ts', '');
    write(
      'common/http-errors.ts',
      "export const httpErrorsTitle = 'Transport';\nexport const httpErrors = {};\n",
    );
    write('catalogue/errors.ts', '');
    write('toy/index.ts', "export * from './operations';\n");
    write('toy/operations.ts', '');
    write('toy/errors.ts', "export const toyErrorsTitle = 'Toys';\nexport const toyErrors = {};\n");
    try {
      expect(
        renderIndex(src)
          .split('\n')
          .filter((line) => line.startsWith('export')),
      ).toEqual([
        "export * from './catalogue/errors';",
        "export * from './common/http-errors';",
        "export * from './common/names';",
        "export * from './toy';",
      ]);
      const families = renderFamilies(src);
      expect(families).toContain(
        '{ title: httpErrorsTitle, errors: httpErrors },\n  { title: toyErrorsTitle, errors: toyErrors },',
      );
      expect(families).toContain("import { toyErrors, toyErrorsTitle } from '../toy/errors';");

      write('toy/errors.ts', 'export const toyErrors = {};\n');
      expect(() => renderFamilies(src)).toThrow(
        'toy/errors.ts: error family toyErrors needs `export const toyErrorsTitle`',
      );
    } finally {
      fs.rmSync(src, { recursive: true, force: true });
    }
  });

  it("collects a new domain's permissions, screens and menu entries from its own folder", () => {
    const src = fs.mkdtempSync(path.join(os.tmpdir(), 'contracts-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
      fs.writeFileSync(path.join(src, file), text);
    };
    write('permissions/shared.permissions.ts', 'export const sharedPermissions = [];\n');
    write('permissions/permission-parts.gen.ts', 'export const stalePermissions = [];\n');
    write('menus/shared.menu.ts', 'export const sharedMenuEntries = [];\n');
    write(
      'toy/permissions.ts',
      [
        'export const toyPermissionFamilies = [];',
        'export const toyPermissions = [];',
        'export const toyScreensByFamily = {};',
        '',
      ].join('\n'),
    );
    write('toy/menu.ts', 'export const toyMenuEntries = [];\n');
    try {
      const permissions = renderPermissionParts(src);
      expect(permissions).toContain("import { sharedPermissions } from './shared.permissions';");
      expect(permissions).toContain(
        "import { toyPermissionFamilies, toyPermissions, toyScreensByFamily } from '../toy/permissions';",
      );
      expect(permissions).toContain('  ...sharedPermissions,\n  ...toyPermissions,\n] as const;');
      expect(permissions).toContain('permissionFamilyParts = [\n  ...toyPermissionFamilies,\n]');
      expect(permissions).toContain('screensByFamilyParts = [\n  toyScreensByFamily,\n]');
      expect(permissions).not.toContain('stalePermissions');
      const menus = renderMenuEntries(src);
      expect(menus).toContain("import { toyMenuEntries } from '../toy/menu';");
      expect(menus).toContain('  ...sharedMenuEntries,\n  ...toyMenuEntries,\n] as const;');
    } finally {
      fs.rmSync(src, { recursive: true, force: true });
    }
  });
});
