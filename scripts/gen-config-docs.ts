// Rewrites the configuration table in docs/operations.md from CONFIG_VARIABLES.
import fs from 'node:fs';
import path from 'node:path';
import { withConfigTable } from '../apps/server/src/config/config-docs';

const file = path.resolve(import.meta.dirname, '../docs/operations.md');
fs.writeFileSync(file, withConfigTable(fs.readFileSync(file, 'utf8')));
console.log(`wrote ${file}`);
