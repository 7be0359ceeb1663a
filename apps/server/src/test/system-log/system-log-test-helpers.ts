import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** One page of a system log (`operations` or `behaviours`) as the token's user; must answer 200. */
export async function systemLogPage<TPage>(
  app: FastifyInstance,
  token: string,
  log: 'operations' | 'behaviours',
  query = '',
): Promise<TPage> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/system-logs/${log}${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TPage;
}
