import type { BehaviourLogPage } from '@ies/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, FACTORY_PASSWORD } from '../../test/factories/users';
import { passwordSignIn, tokenFor } from '../../test/identity-helpers';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { bootstrapPlatform } from '../admin/platform-bootstrap';
import { systemLogPage } from '../../test/system-log/system-log-test-helpers';
import { safeCell } from './xlsx';

const t = useTestApp({ config: { testHooks: true } });
let adminPassword: string;

beforeAll(async () => {
  adminPassword = (await bootstrapPlatform(t.database.db)).password!;
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function behaviours(token: string, query = ''): Promise<BehaviourLogPage> {
  return systemLogPage(t.app, token, 'behaviours', query);
}

async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe(`behaviour log and exports on ${testDatabaseKind()}`, () => {
  it("lists the tenant's sign-ins and failures, filtered, and never another tenant's", async () => {
    const a = await createMerchant(t.database.db);
    const b = await createMerchant(t.database.db);
    expect(
      (await passwordSignIn(t.app, { username: a.manager.username, password: 'Wrong-Pass_1' })).statusCode,
    ).toBe(400);
    const tokenA = await tokenFor(t.app, a.manager.username, FACTORY_PASSWORD);
    const tokenB = await tokenFor(t.app, b.manager.username, FACTORY_PASSWORD);

    const all = await behaviours(tokenA, '?module=auth&action=signin');
    expect(all.list.map((e) => [e.username, e.result])).toEqual([
      [a.manager.username, 'success'],
      [a.manager.username, 'failure'],
    ]);
    expect(all.list.every((e) => e.tenant_id === a.tenant.id)).toBe(true);
    expect(JSON.stringify(all)).not.toContain('Wrong-Pass_1');
    expect((await behaviours(tokenA, '?result=failure')).list.map((e) => e.action)).toEqual(['signin']);

    const seenByB = await behaviours(tokenB);
    expect(seenByB.list.some((e) => e.tenant_id === a.tenant.id)).toBe(false);
    expect((await behaviours(tokenB, `?user=${a.manager.username}`)).pagination.total_size).toBe(0);
  });

  it('shows the platform administrator every tenant', async () => {
    const a = await createMerchant(t.database.db);
    await tokenFor(t.app, a.manager.username, FACTORY_PASSWORD);
    const admin = await tokenFor(t.app, 'admin', adminPassword);
    const page = await behaviours(admin, `?user=${a.manager.username}`);
    expect(page.list.map((e) => e.tenant_id)).toEqual([a.tenant.id]);
  });

  it('exports the filtered behaviour log and operation log as xlsx with localised titles', async () => {
    const a = await createMerchant(t.database.db);
    const token = await tokenFor(t.app, a.manager.username, FACTORY_PASSWORD);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/system-logs/behaviours/export?action=signin',
      headers: { ...bearer(token), 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('behaviour-log.xlsx');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['Time', 'User', 'Module', 'Action', 'Parameters', 'Result', 'IP', 'Tenant']);
    expect(rows.slice(1).map((r) => [r[1], r[3], r[5]])).toEqual([[a.manager.username, 'signin', 'success']]);

    await t.app.inject({
      method: 'POST',
      url: '/api/control/password-reset',
      headers: bearer(token),
      payload: {
        type: 1,
        destination: a.manager.mobile,
        code: '111111',
        password: 'Xx-123456',
        confirmPassword: 'Xx-123456',
      },
    });
    await t.app.auditSettled();
    const ops = await t.app.inject({
      method: 'GET',
      url: '/api/system-logs/operations/export',
      headers: bearer(token),
    });
    expect(ops.statusCode).toBe(200);
    const opRows = await sheetRows(ops.rawPayload);
    expect(opRows[0]?.[0]).toBe('时间');
    expect(opRows.length).toBe(2);
    expect(String(opRows[1]?.[4])).toContain('"password":"***"');
    expect(String(opRows[1]?.[4])).not.toContain('Xx-123456');
  });

  it('turns cells a spreadsheet would run as formulas into text', () => {
    expect(safeCell('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(safeCell('+1')).toBe(`'+1`);
    expect(safeCell('-2+3')).toBe(`'-2+3`);
    expect(safeCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(safeCell('plain')).toBe('plain');
    expect(safeCell(404)).toBe(404);
    expect(safeCell({ a: 1 })).toBe('{"a":1}');
  });
});
