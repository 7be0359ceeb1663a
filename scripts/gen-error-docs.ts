// Writes docs/errors.md from the error catalogue. Run: npx tsx scripts/gen-error-docs.ts
import { writeFileSync } from 'node:fs';
import { renderErrorDocs } from '../packages/contracts/src/catalogue/docs';

const target = new URL('../docs/errors.md', import.meta.url);
writeFileSync(target, renderErrorDocs());
console.log(`wrote ${target.pathname}`);
