import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generated, REGENERATE, renderFamilies, renderIndex } from './gen-contracts';

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
});
