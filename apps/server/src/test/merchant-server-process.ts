import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './broker/test-mosquitto';
import { createMerchant } from './factories/users';
import { managerToken } from './process-fixtures';
import { serverProcessDatabase } from './server-process';
import { testDatabaseKind } from './test-database';

/**
 * What a kill test needs before it starts a server process: a data directory, the process's
 * environment (its own MQTT port, `extraEnv` on top), its database seeded with a merchant, and the
 * merchant manager's token. The PGlite copy is closed again so that the server can open it.
 */
export async function merchantServerSetup(
  prefix: string,
  extraEnv: Record<string, string>,
  cleanups: Array<() => Promise<unknown>>,
) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  const env: Record<string, string> = { PORT: '0', DATA_DIR: dir, MQTT_HOST: '127.0.0.1', ...extraEnv };
  // The server's own database, seeded before it opens it.
  const database = await serverProcessDatabase(dir, env, cleanups);
  const merchant = await createMerchant(database.db);
  const token = await managerToken(database, merchant);
  if (testDatabaseKind() === 'pglite') await database.close();
  env.MQTT_PORT = String(await freePort());
  return { env, merchant, token };
}
