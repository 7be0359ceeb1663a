import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config';
import { withConfigTable } from './config-docs';

const DOC = path.resolve(import.meta.dirname, '../../../../docs/operations.md');

describe('docs/operations.md', () => {
  it('lists every configuration variable exactly as the server reads it', () => {
    const current = fs.readFileSync(DOC, 'utf8');
    expect(current, 'run: npx tsx scripts/gen-config-docs.ts').toBe(withConfigTable(current));
    for (const variable of CONFIG_VARIABLES) expect(current).toContain(`\`${variable.name}\``);
  });
});
