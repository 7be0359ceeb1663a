import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../db/database';
import { createDevices } from '../../ingest/device-registry';
import { customType, signedInMerchant } from '../devices/device-test-helpers';

export type Merchant = Awaited<ReturnType<typeof signedInMerchant>>;

/** A signed-in merchant with `count` devices of a type of its own, registered for ingest. */
export async function merchantWithDevices(
  app: FastifyInstance,
  database: Database,
  count: number,
  prefix: string,
): Promise<{ m: Merchant; devices: string[] }> {
  const m = await signedInMerchant(app, database.db);
  const type = await m.call('POST', '/api/device-types', customType(unique(`${prefix}_TYPE`)));
  expect(type.statusCode, type.body).toBe(201);
  const typeId = (type.json() as { id: string }).id;
  const devices = Array.from({ length: count }, () => unique(`${prefix.toLowerCase()}dev`));
  await createDevices(
    database,
    devices.map((id) => ({ id, tenantId: m.tenant.id, typeId, key: 'key-12345678' })),
  );
  return { m, devices };
}

let counter = 0;
function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}
