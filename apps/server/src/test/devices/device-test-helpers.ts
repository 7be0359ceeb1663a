import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { Db } from '../../db/database';
import { createMerchant, FACTORY_PASSWORD } from '../factories/users';
import { bearerCaller, tokenFor } from '../identity-helpers';

/** A merchant with its manager signed in; `call` sends authenticated requests as that manager. */
export async function signedInMerchant(
  app: FastifyInstance,
  db: Db,
  overrides: Parameters<typeof createMerchant>[1] = {},
) {
  const merchant = await createMerchant(db, overrides);
  const token = await tokenFor(app, merchant.manager.username, FACTORY_PASSWORD);
  return { ...merchant, token, call: bearerCaller(app, token) };
}

/**
 * A merchant signed in on the file's shared app (useTestApp) in beforeAll: the fields are filled
 * when the later hooks and the tests run.
 */
export function useMerchant(t: { app: FastifyInstance; database: { db: Db } }): Merchant {
  const m = {} as Merchant;
  beforeAll(async () => {
    Object.assign(m, await signedInMerchant(t.app, t.database.db));
  });
  return m;
}

export type Merchant = Awaited<ReturnType<typeof signedInMerchant>>;

export type Caller = ReturnType<typeof bearerCaller>;

/** The field codes of a 422 answer, by field. */
export function fieldCodes(res: {
  statusCode: number;
  json(): unknown;
  body: string;
}): Record<string, string> {
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json() as { data?: { fields?: Array<{ field: string; code: string }> } };
  return Object.fromEntries((body.data?.fields ?? []).map((f) => [f.field, f.code]));
}

/** The id of a standard type by name, as the tenant sees it. */
export async function standardTypeId(call: Caller, name: string): Promise<string> {
  const res = await call(
    'GET',
    `/api/device-types?kind=standard&search=${encodeURIComponent(name)}&page_size=50`,
  );
  expect(res.statusCode, res.body).toBe(200);
  const type = (res.json() as { list: Array<{ id: string; name: string }> }).list.find(
    (t) => t.name === name,
  );
  expect(type, name).toBeDefined();
  return type!.id;
}

/** A minimal valid custom type definition. */
export function customType(name: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    nickname: 'test',
    points: [{ name: 'power', zh: '功率', type: 'float', unit: 'kW', min: -100, max: 100 }],
    ...extra,
  };
}
