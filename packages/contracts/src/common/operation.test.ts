import { describe, expect, it } from 'vitest';
import type { ZodObject } from 'zod';
import * as groups from '../catalogue/operations';
import { type Operation, operationPath, pathParameters } from './operation';

const operations = Object.entries(groups)
  .filter(([name]) => name.endsWith('Operations'))
  .flatMap(([group, ops]) =>
    Object.entries(ops as Record<string, Operation>).map(([name, op]) => ({ id: `${group}.${name}`, op })),
  );

describe('the declared operations', () => {
  it('are all there', () => {
    // The server's API: a drop means a group lost its export here.
    expect(operations.length).toBeGreaterThanOrEqual(190);
  });

  it('declare every path parameter in their params schema, and no other', () => {
    const wrong = operations.filter(({ op }) => {
      const declared = Object.keys((op.schema.params as ZodObject | undefined)?.shape ?? {}).sort();
      return JSON.stringify(declared) !== JSON.stringify(pathParameters(op.path).sort());
    });
    expect(wrong.map(({ id, op }) => `${id} ${op.path}`)).toEqual([]);
  });

  it('declare each method and path once', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const { id, op } of operations) {
      const key = `${op.method} ${op.path}`;
      if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${id}`);
      seen.set(key, id);
    }
    expect(twice).toEqual([]);
  });

  it('answer a body only where they declare one', () => {
    const silentWithBody = operations.filter(({ op }) => op.answer === 204 && op.schema.reply !== undefined);
    expect(silentWithBody.map(({ id }) => id)).toEqual([]);
  });
});

describe('operationPath', () => {
  const op = { path: '/tenants/:tenant_id/users/:user_id' };

  it('fills the parameters in, URI-encoded', () => {
    expect(operationPath(op, { tenant_id: 't 1', user_id: 7 })).toBe('/tenants/t%201/users/7');
  });

  it('refuses a missing parameter', () => {
    expect(() => operationPath(op, { tenant_id: 't1' })).toThrow('no value for :user_id');
  });
});
