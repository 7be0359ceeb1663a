import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from './errors';
import { renderErrorDocs } from './docs';

const docsFile = new URL('../../../../docs/errors.md', import.meta.url);

describe('docs/errors.md', () => {
  it('is up to date (regenerate with `npx tsx scripts/gen-error-docs.ts`)', () => {
    expect(readFileSync(docsFile, 'utf8')).toBe(renderErrorDocs());
  });

  it('lists every code exactly once', () => {
    const rendered = renderErrorDocs();
    for (const code of Object.keys(errorCatalogue)) {
      expect(rendered.split(`| \`${code}\` |`).length - 1, code).toBe(1);
    }
  });

  it('escapes table separators inside texts', () => {
    const rows = renderErrorDocs()
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    for (const row of rows) {
      expect(row.replaceAll('\\|', '').split('|').length, row).toBe(7);
    }
  });
});
