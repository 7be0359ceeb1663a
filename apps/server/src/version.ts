import fs from 'node:fs';
import path from 'node:path';

/** The platform's version, from the root package.json. */
export const PLATFORM_VERSION: string = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8'),
).version;
