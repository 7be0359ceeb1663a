import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './repo-root';

/** The platform's version, from the root package.json. */
export const PLATFORM_VERSION: string = JSON.parse(
  fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'),
).version;
