// Prints the gzip size of the JavaScript a first visit to /Login loads: the entry, the sign-in
// route chunk and every chunk they import statically. Run after `vite build` (needs the manifest).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

function closure(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const dep of manifest[start]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const login = Object.keys(manifest).find((key) => key.endsWith('pages/LoginPage.tsx'));
if (!entry || !login) throw new Error('entry or LoginPage chunk missing from the manifest');

const entryChunks = closure(entry);
const loginChunks = closure(login, new Set(entryChunks));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
let entryTotal = 0;
let total = 0;
for (const key of loginChunks) {
  const file = manifest[key].file;
  const size = gzipSync(readFileSync(path.join(dist, file))).length;
  total += size;
  if (entryChunks.has(key)) entryTotal += size;
  console.log(`${kb(size).padStart(9)}  ${file}${entryChunks.has(key) ? '  (entry)' : ''}`);
}
console.log(`entry ${kb(entryTotal)} gzip; /Login total ${kb(total)} gzip`);
