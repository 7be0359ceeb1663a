import { defineConfig } from 'drizzle-kit';

// The tables: the shared ones and the older domains' in src/db/schema (one index), a domain's own
// in its module folder (`modules/<domain>/<domain>.tables.ts`), found by the glob so that adding a
// domain lists its tables nowhere else. Only drizzle-kit reads them here; the running server
// holds no schema object (db/database.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema/index.ts', './src/modules/*/*.tables.ts'],
  out: './src/db/migrations',
});
