import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The docs name files and link to each other: every relative link must resolve, and every
// repository path a doc names (in backticks, or starting with a top-level folder) must exist.
const root = path.resolve(import.meta.dirname, '..');

/** Where a short path in a doc may start: the repository, then the source roots docs name paths from. */
const bases = [
  '',
  'apps/server/src',
  'apps/server/src/modules',
  'apps/server',
  'apps/web/src',
  'apps/web',
  'packages/contracts/src',
  'packages/contracts',
  'packages',
  'apps/simulator/src',
  'e2e',
];
const TOP = /^(?:apps|packages|docs|scripts|e2e|bench|\.ci)\//;
const FILE = /\.(?:ts|tsx|mjs|cjs|js|md|json|sql|ya?ml|sh|css|html)$/;

function markdownFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' });
  // The spec is a copy of the customer's documents: its references are to their system.
  return listed.split('\n').filter((file) => file && !file.startsWith('docs/spec/'));
}

function exists(candidate: string, from: string): boolean {
  const clean = candidate.replace(/[#:].*$/, '').replace(/\/$/, '');
  if (clean === '') return true;
  const starts = [path.dirname(from), ...bases];
  return starts.some((base) => fs.existsSync(path.join(root, base, clean)));
}

/** A token that names a repository file or folder (not an API path, a topic or a pattern). */
function isRepoPath(token: string): boolean {
  if (/[<>*{}…\s|]|^\/|^https?:|^[.]{3}/.test(token) || !token.includes('/')) return false;
  // Build output (ignored by git) and paths under a configured folder (`DATA_DIR/…`).
  if (/(?:^|\/)dist(?:\/|$)/.test(token) || /^[A-Z][A-Z_]*\//.test(token)) return false;
  return TOP.test(token) || FILE.test(token.replace(/[#:].*$/, ''));
}

function problems(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  const found: string[] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (target === undefined || /^(?:[a-z]+:|#)/.test(target)) continue;
    const clean = decodeURIComponent(target.replace(/#.*$/, ''));
    if (!fs.existsSync(path.join(root, path.dirname(file), clean))) found.push(`link ${target}`);
  }
  const named = new Set<string>();
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) if (code) named.add(code.trim());
  for (const [word] of text.matchAll(
    /(?<![\w/.-])(?:apps|packages|docs|scripts|e2e|bench)\/[\w./@-]*[\w/]/g,
  )) {
    named.add(word.replace(/[.]$/, ''));
  }
  for (const token of named) {
    if (isRepoPath(token) && !exists(token, file)) found.push(`path ${token}`);
  }
  return found;
}

describe('the docs', () => {
  const files = markdownFiles();

  it('are found', () => {
    expect(files).toContain('docs/architecture.md');
  });

  it('link only to files that exist and name only paths that exist', () => {
    const broken = files.flatMap((file) => problems(file).map((problem) => `${file}: ${problem}`));
    expect(broken).toEqual([]);
  });
});
