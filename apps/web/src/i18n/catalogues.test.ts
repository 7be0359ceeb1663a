import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zh } from './zh';

function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof node !== 'object' || node === null) {
    found.set(prefix, node);
    return found;
  }
  for (const [key, value] of Object.entries(node)) {
    for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) found.set(path, leaf);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('translation catalogues', () => {
  const zhLeaves = leaves(zh);
  const enLeaves = leaves(en);

  it('have exactly the same keys in zh and en', () => {
    expect([...enLeaves.keys()].sort()).toEqual([...zhLeaves.keys()].sort());
  });

  it.each([
    ['zh', zhLeaves],
    ['en', enLeaves],
  ])('%s holds only non-empty strings', (_language, catalogue) => {
    const bad = [...catalogue].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...zhLeaves].filter(
      ([key, value]) => placeholders(String(value)).join() !== placeholders(String(enLeaves.get(key))).join(),
    );
    expect(mismatched).toEqual([]);
  });
});
