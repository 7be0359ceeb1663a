import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant } from '../test/factories/users';
import { createTestDatabase, testDatabaseKind } from '../test/test-database';
import type { Database } from './database';
import {
  countRows,
  countsIn,
  deleteOwned,
  deleteRows,
  firstRow,
  hasRow,
  insertRow,
  ownedRow,
  selectPage,
  selectRows,
  setWhere,
  updateOwned,
  updateRows,
} from './rows';
import { roles } from './schema';

let database: Database;
let mine: string;
let theirs: string;

beforeAll(async () => {
  database = await createTestDatabase();
  mine = (await createMerchant(database.db)).tenant.id;
  theirs = (await createMerchant(database.db)).tenant.id;
  const names = ['a', 'b', 'c', 'd', 'e'];
  await database.db.insert(roles).values(names.map((name) => ({ tenantId: mine, name })));
  const z = await insertRow(database.db, roles, { tenantId: theirs, name: 'z' });
  expect(z).toMatchObject({ tenantId: theirs, name: 'z', description: '', authFlag: 0 });
});
afterAll(async () => database?.close());

describe(`row helpers on ${testDatabaseKind()}`, () => {
  const ofMine = () => eq(roles.tenantId, mine);

  it('pages, counts and lists over one condition', async () => {
    const page = await selectPage(database.db, roles, ofMine(), [asc(roles.name)], { offset: 1, limit: 2 });
    expect(page.rows.map((r) => r.name)).toEqual(['b', 'c']);
    expect(page.total).toBe(5);
    expect(await countRows(database.db, roles, ofMine())).toBe(5);
    expect((await selectRows(database.db, roles, ofMine(), [asc(roles.name)])).map((r) => r.name)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
    const counts = await countsIn(database.db, roles.tenantId, [mine, theirs]);
    expect([counts.get(mine), counts.get(theirs)]).toEqual([5, 1]);
    expect(await countsIn(database.db, roles.tenantId, [])).toEqual(new Map());
  });

  it('finds, changes and deletes a row only within its tenant', async () => {
    const a = (await firstRow(database.db, roles, eq(roles.name, 'a')))!;
    expect(await firstRow(database.db, roles, ownedRow(roles, theirs, a.id))).toBeUndefined();
    expect(await hasRow(database.db, roles, ownedRow(roles, mine, a.id))).toBe(true);

    expect(await updateOwned(database.db, roles, theirs, a.id, { description: 'x' })).toBeUndefined();
    expect((await updateOwned(database.db, roles, mine, a.id, { description: 'x' }))?.description).toBe('x');
    expect(await setWhere(database.db, roles, eq(roles.name, 'none'), { description: 'y' })).toBe(false);
    expect(await updateRows(database.db, roles, ofMine(), { authFlag: 1 })).toBe(5);

    expect(await deleteOwned(database.db, roles, theirs, a.id)).toBe(false);
    expect(await deleteOwned(database.db, roles, mine, a.id)).toBe(true);
    expect(await deleteRows(database.db, roles, ofMine())).toBe(4);
    expect(await countRows(database.db, roles, undefined)).toBeGreaterThanOrEqual(1);
  });
});
