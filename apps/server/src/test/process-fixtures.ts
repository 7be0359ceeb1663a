import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildMosquittoAuth, writeMosquittoAuth } from '../broker/mosquitto-auth';
import type { Database } from '../db/database';
import { hashDeviceKey } from '../ingest/device-key';
import { systemClock } from '../platform/clock';
import { SessionService } from '../platform/identity/session.service';
import { SessionsRepository } from '../platform/identity/sessions.repository';
import type { createMerchant } from './factories/users';

/*
 * Set-up shared by the tests that run the real server or broker as processes (outages, kill -9,
 * two processes, Mosquitto): they cannot sign in through an injected app, and they write the
 * broker's password and ACL files themselves.
 */

/** A session opened straight in the database (no sign-in route); answers its token. */
export async function sessionToken(
  database: Database,
  user: { userId: string; tenantId: string },
  method: 'password' | 'service' = 'password',
): Promise<string> {
  const session = await new SessionService(new SessionsRepository(database.db), systemClock, {
    idleMs: 3_600_000,
    absoluteMs: 3_600_000,
  }).open({ ...user, method, ip: '127.0.0.1', userAgent: 'test' });
  return session.token;
}

/** A session of the merchant's manager; answers its token. */
export const managerToken = (database: Database, merchant: Awaited<ReturnType<typeof createMerchant>>) =>
  sessionToken(database, { userId: merchant.manager.id, tenantId: merchant.tenant.id });

/** A device type's operations (as JSON for `device_types.operations`): one `ping` awaiting a response. */
export const PING_OPERATIONS = JSON.stringify([
  {
    name: 'ping',
    zh: 'ping',
    objectid: 1,
    methodid: 1,
    show_in_control: true,
    needs_response: true,
    params: [],
  },
]);

/**
 * A fresh folder (removed by `cleanups`) holding Mosquitto's password and ACL files for the
 * database's devices and the platform's own user.
 */
export async function brokerAuthDir(
  database: Database,
  platform: { username: string; password: string },
  prefix: string,
  cleanups: Array<() => Promise<unknown>>,
): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  await writeMosquittoAuth(
    dir,
    await buildMosquittoAuth(database, {
      username: platform.username,
      passwordHash: hashDeviceKey(platform.password),
    }),
  );
  return dir;
}
