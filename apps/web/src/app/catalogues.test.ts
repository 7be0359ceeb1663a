import { describe, expect, it } from 'vitest';
import { en as sharedEn } from '../i18n/en';
import { zh as sharedZh } from '../i18n/zh';
import type { WebFeature } from '../lib/feature';
import { features } from './features';

// The whole catalogue: the shared texts and every feature's namespace (none may take another's).
const namespaces = (features as readonly WebFeature[]).flatMap((feature) =>
  feature.catalogue ? Object.keys(feature.catalogue.zh) : [],
);
const zh = Object.assign({}, sharedZh, ...features.map((feature: WebFeature) => feature.catalogue?.zh ?? {}));
const en = Object.assign({}, sharedEn, ...features.map((feature: WebFeature) => feature.catalogue?.en ?? {}));

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

  it('give each feature a namespace of its own', () => {
    const all = [...Object.keys(sharedZh), ...namespaces];
    expect(all.length).toBe(new Set(all).size);
  });

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
