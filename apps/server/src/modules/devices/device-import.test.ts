import { XLSX_MIME_TYPE } from '@ies/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Caller, fieldCodes, signedInMerchant } from '../../test/devices/device-test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { testHooks: true, devicesPerTenantMax: 5 } });
});
afterAll(async () => t.close());

async function merchant() {
  return signedInMerchant(t.app, t.database.db);
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('devices');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function upload(token: string, file: Buffer, type = XLSX_MIME_TYPE) {
  return t.app.inject({
    method: 'POST',
    url: '/api/devices/import',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    payload: file,
  });
}

async function total(call: Caller): Promise<number> {
  return ((await call('GET', '/api/devices')).json() as { pagination: { total_size: number } }).pagination
    .total_size;
}

describe('device import', () => {
  it('imports an xlsx file: keys generated where absent, sub-devices of a gateway in the same file', async () => {
    const { call, token } = await merchant();
    const file = await xlsx([
      ['id', 'name', 'type', 'key', 'longitude', 'gateway_id'],
      ['imp-gw', '网关_1', 'DTU_LORA_GATEWAY', 'gateway-key-1', 120.5, null],
      ['imp-meter', 'meter_1', 'load_meter', null, null, 'imp-gw'],
    ]);
    const res = await upload(token, file);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { imported: number; keys: Array<{ id: string; key: string }> };
    expect(body.imported).toBe(2);
    expect(body.keys.find((k) => k.id === 'imp-gw')?.key).toBe('gateway-key-1');
    expect(body.keys.find((k) => k.id === 'imp-meter')?.key).toMatch(/^[0-9a-f]{8}-/);
    const meter = (await call('GET', '/api/devices/imp-meter')).json();
    expect(meter).toMatchObject({ type_name: 'LOAD_METER', gateway_id: 'imp-gw' });
    expect((await call('GET', '/api/devices/imp-gw')).json().longitude).toBe(120.5);
  });

  it('imports JSON the same way', async () => {
    const { call } = await merchant();
    const res = await call('POST', '/api/devices/import', {
      devices: [{ id: 'json-1', name: 'json_1', type: 'ES_PCS', control_mode: 'local' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/api/devices/json-1')).json().control_mode).toBe('local');
  });

  it('is all or nothing and names every failing row and field', async () => {
    const { call, token } = await merchant();
    await call('POST', '/api/devices/import', {
      devices: [{ id: 'taken-1', name: 'taken', type: 'ES_PCS' }],
    });
    const file = await xlsx([
      ['id', 'name', 'type', 'key', 'gateway_id'],
      ['ok-1', 'fine', 'ES_PCS', null, null],
      ['x', 'bad name', 'ES_PCS', '123', null],
      ['taken-1', 'again', 'NO_SUCH_TYPE', null, 'nowhere'],
      ['ok-1', 'dup', 'ES_PCS', null, null],
    ]);
    const res = await upload(token, file);
    expect(fieldCodes(res)).toEqual({
      'rows.3.id': 'iot-device.10017',
      'rows.3.name': '10001',
      'rows.3.key': 'iot-device.10018',
      'rows.4.id': 'iot-device.10016',
      'rows.4.type': 'iot-validation.10007',
      'rows.4.gateway_id': 'iot-out-wrapper.70005',
      'rows.5.id': 'iot-device.10016',
    });
    // Nothing of the file was stored.
    expect(await total(call)).toBe(1);
    expect((await call('GET', '/api/devices/ok-1')).statusCode).toBe(404);
  });

  it('names an unknown field of a JSON row', async () => {
    const { call } = await merchant();
    const res = await call('POST', '/api/devices/import', {
      devices: [{ id: 'unknown-col', name: 'unknown', type: 'ES_PCS', colour: 'red' }],
    });
    expect(fieldCodes(res)).toEqual({ 'rows.1.row': 'iot-validation.10014' });
    expect(fieldCodes(await call('POST', '/api/devices/import', { devices: [] })).devices).toBe(
      'iot-validation.10018',
    );
  });

  it('refuses a file that is not the template', async () => {
    const { token } = await merchant();
    const wrongColumns = await xlsx([
      ['device', 'name', 'type'],
      ['a1', 'b1', 'ES_PCS'],
    ]);
    expect((await upload(token, wrongColumns)).json().code).toBe('iot-device.10007');
    const missingType = await xlsx([
      ['id', 'name'],
      ['a1', 'b1'],
    ]);
    expect((await upload(token, missingType)).json().code).toBe('iot-device.10007');
    expect((await upload(token, Buffer.from('not a spreadsheet'))).json().code).toBe('iot-device.10007');
    const onlyHeader = await xlsx([['id', 'name', 'type']]);
    expect((await upload(token, onlyHeader)).json().code).toBe('iot-device.10007');
    const other = await upload(token, Buffer.from('a,b'), 'text/csv');
    expect(other.statusCode).toBe(415);
  });

  it('counts against the tenant’s device limit as a whole', async () => {
    const { call } = await merchant();
    const rows = Array.from({ length: 6 }, (_, i) => ({
      id: `lim-${i}`,
      name: `lim_${i}`,
      type: 'GRID_METER',
    }));
    const res = await call('POST', '/api/devices/import', { devices: rows });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('iot-device.10003');
    expect(await total(call)).toBe(0);
    expect((await call('POST', '/api/devices/import', { devices: rows.slice(0, 5) })).statusCode).toBe(200);
  });
});

describe('device export', () => {
  it('exports the filtered list as xlsx with formula characters escaped', async () => {
    const { call, token } = await merchant();
    await call('POST', '/api/devices/import', {
      devices: [
        {
          id: 'exp-1',
          name: 'export_1',
          type: 'ES_PCS',
          description: '=HYPERLINK("http://evil")',
          serial_number: '+1',
        },
        { id: 'exp-2', name: 'export_2', type: 'ES_BMS', ems_type: '@SUM(A1)', firmware_version: '-3' },
        { id: 'exp-3', name: 'export_3', type: 'ES_BMS', description: '<script>alert(1)</script> a > b' },
      ],
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/devices/export?search=exp&search_by=id',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain(XLSX_MIME_TYPE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const rows = new Map<string, Record<string, unknown>>();
    for (let n = 2; n <= sheet.rowCount; n++) {
      const values = (sheet.getRow(n).values as unknown[]).slice(1);
      const record = Object.fromEntries(header.map((h, i) => [String(h), values[i]]));
      rows.set(String(record.id), record);
    }
    expect(rows.size).toBe(3);
    expect(rows.get('exp-1')).toMatchObject({
      description: `'=HYPERLINK("http://evil")`,
      serial_number: "'+1",
    });
    expect(rows.get('exp-2')).toMatchObject({
      ems_type: "'@SUM(A1)",
      firmware_version: "'-3",
      type: 'ES_BMS',
    });
    // Markup is kept as the literal text it is (free text accepts < and >).
    expect(rows.get('exp-3')).toMatchObject({ description: '<script>alert(1)</script> a > b' });
    // No cell is a formula.
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('holds only the caller’s devices', async () => {
    const { token } = await merchant();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/devices/export',
      headers: { authorization: `Bearer ${token}` },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(1);
  });
});
