import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/database';
import { createMerchant, FACTORY_PASSWORD } from '../../test/factories/users';
import { tokenFor } from '../../test/identity-helpers';

/** A merchant with its manager signed in; `call` sends authenticated requests as that manager. */
export async function signedInMerchant(app: FastifyInstance, db: Db) {
  const merchant = await createMerchant(db);
  const token = await tokenFor(app, merchant.manager.username, FACTORY_PASSWORD);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { ...merchant, token, call };
}

export type Caller = Awaited<ReturnType<typeof signedInMerchant>>['call'];

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
