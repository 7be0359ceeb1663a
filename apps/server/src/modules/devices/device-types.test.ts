import {
  RESERVED_FIELD_NAMES,
  STANDARD_DEVICE_POINTS,
  STANDARD_DEVICE_TYPES,
  SOLAR_MODEL_NAMES,
  standardTypeNameOf,
} from '@ies/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_POINTS } from '../../../../simulator/src/site/points';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  customType,
  fieldCodes,
  signedInMerchant,
  standardTypeId,
} from '../../test/devices/device-test-helpers';

let t: TestApp;
let call: Awaited<ReturnType<typeof signedInMerchant>>['call'];

beforeAll(async () => {
  t = await createTestApp({ config: { customDeviceTypesMax: 30, testHooks: true } });
  ({ call } = await signedInMerchant(t.app, t.database.db));
});
afterAll(async () => t.close());

async function create(body: unknown) {
  return call('POST', '/api/device-types', body);
}

describe('standard device types', () => {
  it('are seeded for a C&I station and every tenant sees them', async () => {
    const res = await call('GET', '/api/device-types?kind=standard&page_size=50');
    expect(res.statusCode, res.body).toBe(200);
    const names = (res.json() as { list: Array<{ name: string; kind: string }> }).list.map((t) => t.name);
    expect(names.sort()).toEqual(
      [
        'DTU_LORA_GATEWAY',
        'EMS_GATEWAY',
        'ES_BMS',
        'ES_PCS',
        'GRID_METER',
        'LOAD_METER',
        ...Object.values(SOLAR_MODEL_NAMES),
      ].sort(),
    );
  });

  it('define exactly the points the simulator reports for each kind', async () => {
    for (const kind of Object.keys(DEVICE_POINTS) as Array<keyof typeof DEVICE_POINTS>) {
      const id = await standardTypeId(call, standardTypeNameOf(kind));
      const type = (await call('GET', `/api/device-types/${id}`)).json() as {
        points: Array<{ name: string; type: string; min?: number; max?: number }>;
      };
      const simulated = DEVICE_POINTS[kind].map((p) => ({
        name: p.name,
        type: p.type,
        min: p.min,
        max: p.max,
      }));
      expect(
        type.points.map((p) => ({ name: p.name, type: p.type, min: p.min, max: p.max })),
        kind,
      ).toEqual(simulated);
    }
    // The BMS carries its cell array.
    expect(STANDARD_DEVICE_POINTS.bms.find((p) => p.name === 'cell_voltages')?.type).toBe('array');
  });

  it('cannot be edited or deleted by a tenant', async () => {
    const id = await standardTypeId(call, 'ES_PCS');
    const definition = (await call('GET', `/api/device-types/${id}/export`)).json();
    expect((await call('PUT', `/api/device-types/${id}`, definition)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/device-types/${id}`)).statusCode).toBe(403);
  });

  it('are seeded once however often the app starts', async () => {
    const again = await createTestApp({ config: { testHooks: true } });
    try {
      const { call: other } = await signedInMerchant(again.app, again.database.db);
      const res = await other('GET', '/api/device-types?kind=standard&page_size=50');
      expect((res.json() as { pagination: { total_size: number } }).pagination.total_size).toBe(
        STANDARD_DEVICE_TYPES.length,
      );
    } finally {
      await again.close();
    }
  });
});

describe('custom device type rules (B §5)', () => {
  it('creates a type and shows it back with defaults', async () => {
    const res = await create(customType('Custom_One', { timeout_seconds: 0 }));
    expect(res.statusCode, res.body).toBe(201);
    const type = res.json() as Record<string, unknown>;
    expect(type).toMatchObject({
      kind: 'custom',
      name: 'Custom_One',
      timeout_seconds: 0,
      template_type: 'direct',
      offline_command: false,
      device_count: 0,
    });
    const listed = await call('GET', '/api/device-types?kind=custom');
    expect((listed.json() as { list: Array<{ name: string }> }).list.map((t) => t.name)).toContain(
      'Custom_One',
    );
  });

  it('type name: 4–32 letters, digits or underscore', async () => {
    for (const bad of ['abc', 'a'.repeat(33), 'has-dash', 'has space', '中文名称']) {
      expect(fieldCodes(await create(customType(bad))).name, bad).toBe('iot-type.10004');
    }
    expect((await create(customType('abcd'))).statusCode).toBe(201);
    expect((await create(customType('A'.repeat(32)))).statusCode).toBe(201);
  });

  it('nickname at most 16 characters', async () => {
    expect(fieldCodes(await create(customType('Nick_Long', { nickname: 'x'.repeat(17) }))).nickname).toBe(
      'iot-validation.10004',
    );
  });

  it('refuses a name already taken, including a standard type’s', async () => {
    const res = await create(customType('custom_one'));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('iot-type.10001');
    expect((await create(customType('ES_PCS'))).json().code).toBe('iot-type.10001');
  });

  it('refuses reserved names for points, commands and parameters', async () => {
    for (const reserved of RESERVED_FIELD_NAMES) {
      const point = await create(
        customType('Reserved_T', { points: [{ name: reserved, zh: 'x', type: 'int' }] }),
      );
      expect(fieldCodes(point)['points.0.name'], reserved).toBe('iot-type.10005');
    }
    const command = await create(
      customType('Reserved_T', { operations: [{ name: 'set_config', zh: 'x', objectid: 1, methodid: 1 }] }),
    );
    expect(fieldCodes(command)['operations.0.name']).toBe('iot-type.10005');
    const param = await create(
      customType('Reserved_T', {
        operations: [
          { name: 'go', zh: 'x', objectid: 1, methodid: 1, params: [{ name: 'time', type: 'int' }] },
        ],
      }),
    );
    expect(fieldCodes(param)['operations.0.params.0.name']).toBe('iot-type.10005');
  });

  it('refuses duplicate points, commands, parameters and log keys', async () => {
    const points = await create(
      customType('Dup_Type', {
        points: [
          { name: 'p', zh: 'a', type: 'int' },
          { name: 'p', zh: 'b', type: 'float' },
        ],
      }),
    );
    expect(fieldCodes(points)['points.1.name']).toBe('iot-validation.10012');
    const params = await create(
      customType('Dup_Type', {
        operations: [
          {
            name: 'go',
            zh: 'x',
            objectid: 1,
            methodid: 1,
            params: [
              { name: 'a', type: 'int' },
              { name: 'a', type: 'int' },
            ],
          },
        ],
      }),
    );
    expect(fieldCodes(params)['operations.0.params.1.name']).toBe('iot-validation.10012');
    const operations = await create(
      customType('Dup_Type', {
        operations: [
          { name: 'go', zh: 'x', objectid: 1, methodid: 1 },
          { name: 'go', zh: 'y', objectid: 1, methodid: 2 },
        ],
      }),
    );
    expect(fieldCodes(operations)['operations.1.name']).toBe('iot-validation.10012');
    const logs = await create(
      customType('Dup_Type', {
        log_attributes: [
          { key: 'ab', zh: 'x' },
          { key: 'ab', zh: 'y' },
        ],
      }),
    );
    expect(fieldCodes(logs)['log_attributes.1.key']).toBe('iot-validation.10012');
  });

  it('min must not exceed max; equal is fine', async () => {
    const above = await create(
      customType('Range_T', { points: [{ name: 'v', zh: 'v', type: 'float', min: 2, max: 1 }] }),
    );
    expect(fieldCodes(above)['points.0.min']).toBe('iot-validation.10013');
    const param = await create(
      customType('Range_T', {
        operations: [
          {
            name: 'go',
            zh: 'x',
            objectid: 1,
            methodid: 1,
            params: [{ name: 'a', type: 'int', min: 5, max: 4 }],
          },
        ],
      }),
    );
    expect(fieldCodes(param)['operations.0.params.0.min']).toBe('iot-validation.10013');
    const equal = await create(
      customType('Range_T', { points: [{ name: 'v', zh: 'v', type: 'float', min: 1, max: 1 }] }),
    );
    expect(equal.statusCode, equal.body).toBe(201);
  });

  it('a string’s max length must be above 0', async () => {
    for (const max of [0, -1]) {
      const res = await create(
        customType('Str_T', { points: [{ name: 's', zh: 's', type: 'string', max }] }),
      );
      expect(fieldCodes(res)['points.0.max']).toBe('iot-type.10008');
    }
    expect(
      (await create(customType('Str_T', { points: [{ name: 's', zh: 's', type: 'string', max: 1 }] })))
        .statusCode,
    ).toBe(201);
  });

  it('log attribute keys: at least 2 characters, not purely numeric', async () => {
    for (const key of ['a', '12', '007']) {
      const res = await create(customType('Log_T', { log_attributes: [{ key, zh: 'x' }] }));
      expect(fieldCodes(res)['log_attributes.0.key'], key).toBe('iot-type.10006');
    }
    expect((await create(customType('Log_T', { log_attributes: [{ key: 'a1', zh: 'x' }] }))).statusCode).toBe(
      201,
    );
  });

  it('topics: data_ and 1–5 letters, digits or underscore', async () => {
    for (const topic of ['data_', 'data_abcdef', 'dat_a', 'data_a-b', 'telemetry']) {
      const res = await create(customType('Topic_T', { topics: [topic] }));
      expect(fieldCodes(res)['topics.0'], topic).toBe('iot-type.10007');
    }
    const duplicate = await create(customType('Topic_T', { topics: ['data_a', 'data_a'] }));
    expect(fieldCodes(duplicate)['topics.1']).toBe('iot-validation.10012');
    expect((await create(customType('Topic_T', { topics: ['data_abcde', 'data_1'] }))).statusCode).toBe(201);
  });

  it('refuses unknown fields', async () => {
    const res = await create({ ...customType('Unknown_T'), colour: 'red' });
    expect(res.statusCode).toBe(422);
  });

  it('refuses a custom type beyond the tenant’s maximum', async () => {
    // A fresh tenant: the limit in this app is 30.
    const { call: fresh } = await signedInMerchant(t.app, t.database.db);
    for (let i = 1; i <= 30; i++) {
      expect((await fresh('POST', '/api/device-types', customType(`Max_${i}`))).statusCode).toBe(201);
    }
    const fourth = await fresh('POST', '/api/device-types', customType('Max_Four'));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().code).toBe('iot-type.10002');
    // Import counts the same.
    expect((await fresh('POST', '/api/device-types/import', customType('Max_Four'))).json().code).toBe(
      'iot-type.10002',
    );
  });
});

describe('export, import, update and delete', () => {
  it('exports a type as JSON that imports into another tenant unchanged', async () => {
    const source = await standardTypeId(call, 'ES_BMS');
    const exported = (await call('GET', `/api/device-types/${source}/export`)).json() as Record<
      string,
      unknown
    >;
    const { call: other } = await signedInMerchant(t.app, t.database.db);
    const imported = await other('POST', '/api/device-types/import', { ...exported, name: 'My_BMS' });
    expect(imported.statusCode, imported.body).toBe(201);
    const back = (await other('GET', `/api/device-types/${imported.json().id}/export`)).json();
    expect(back).toEqual({ ...exported, name: 'My_BMS' });
  });

  it('an import breaking a rule is refused whole', async () => {
    const { call: other } = await signedInMerchant(t.app, t.database.db);
    const res = await other(
      'POST',
      '/api/device-types/import',
      customType('Bad_Import', { points: [{ name: 'info', zh: 'x', type: 'int' }] }),
    );
    expect(res.statusCode).toBe(422);
    const list = await other('GET', '/api/device-types?kind=custom');
    expect((list.json() as { pagination: { total_size: number } }).pagination.total_size).toBe(0);
  });

  it('updates a custom type under the same rules', async () => {
    const { call: other } = await signedInMerchant(t.app, t.database.db);
    const id = (await other('POST', '/api/device-types', customType('Edit_Me'))).json().id as string;
    const updated = await other(
      'PUT',
      `/api/device-types/${id}`,
      customType('Edit_Me', { timeout_seconds: 15 }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().timeout_seconds).toBe(15);
    const bad = await other('PUT', `/api/device-types/${id}`, customType('Edit_Me', { topics: ['nope'] }));
    expect(bad.statusCode).toBe(422);
    expect((await other('PUT', `/api/device-types/${id}`, customType('ES_BMS'))).json().code).toBe(
      'iot-type.10001',
    );
  });

  it('a type with devices cannot be deleted: delete the devices first', async () => {
    const { call: other } = await signedInMerchant(t.app, t.database.db);
    const id = (await other('POST', '/api/device-types', customType('Used_Type'))).json().id as string;
    const device = await other('POST', '/api/devices', { id: 'used-type-dev', name: 'dev', type_id: id });
    expect(device.statusCode, device.body).toBe(201);
    const refused = await other('DELETE', `/api/device-types/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('iot-type.10003');
    expect((await other('DELETE', '/api/devices/used-type-dev')).statusCode).toBe(204);
    expect((await other('DELETE', `/api/device-types/${id}`)).statusCode).toBe(204);
    expect((await other('GET', `/api/device-types/${id}`)).statusCode).toBe(404);
  });

  it('another tenant’s type answers 404 to view, update, delete and device create', async () => {
    const { call: owner } = await signedInMerchant(t.app, t.database.db);
    const id = (await owner('POST', '/api/device-types', customType('Private_T'))).json().id as string;
    expect((await call('GET', `/api/device-types/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/device-types/${id}/export`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/device-types/${id}`, customType('Private_T'))).statusCode).toBe(404);
    expect((await call('DELETE', `/api/device-types/${id}`)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/devices', { id: 'foreign-type', name: 'foreign', type_id: id })).statusCode,
    ).toBe(404);
    const list = (await call('GET', '/api/device-types?kind=custom&page_size=100')).json() as {
      list: Array<{ id: string }>;
    };
    expect(list.list.map((x) => x.id)).not.toContain(id);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/device-types' })).statusCode).toBe(401);
  });
});

describe('info models (docs/spec/A-access-and-shell.md §7)', () => {
  it('finds Industry_ES by keyword and pages its views at 50', async () => {
    const batch = await call('GET', '/api/info-models?keyword=Industry_ES');
    expect(batch.statusCode, batch.body).toBe(200);
    const [model] = (batch.json() as { list: Array<{ id: string; name: string; to_public: boolean }> }).list;
    expect(model).toMatchObject({ name: 'Industry_ES', to_public: true });

    const blocks = await call('GET', `/api/info-models/${model!.id}/function-blocks`);
    expect(blocks.statusCode, blocks.body).toBe(200);
    const blockBody = blocks.json() as { list: Array<{ name: string }>; pagination: { page_size: number } };
    expect(blockBody.pagination.page_size).toBe(50);
    expect(blockBody.list.map((b) => b.name)).toContain('ES_PCS');

    const status = await call('GET', `/api/info-models/${model!.id}/status?function_block=ES_BMS`);
    const statusBody = status.json() as {
      list: Array<{ name: string; i18n: { zh_CN: string; en_US: string } }>;
    };
    expect(statusBody.list.map((p) => p.name)).toEqual(STANDARD_DEVICE_POINTS.bms.map((p) => p.name));

    const operations = await call('GET', `/api/info-models/${model!.id}/operations?function_block=ES_PCS`);
    expect((operations.json() as { list: Array<{ name: string }> }).list.map((o) => o.name)).toContain(
      'set_power',
    );
    const events = await call('GET', `/api/info-models/${model!.id}/events?page_size=1&current_page=2`);
    const eventsBody = events.json() as { list: unknown[]; pagination: { total_size: number } };
    expect(eventsBody.list).toHaveLength(1);
    expect(eventsBody.pagination.total_size).toBeGreaterThan(1);

    expect((await call('GET', `/api/info-models/${model!.id}/status?page_size=51`)).statusCode).toBe(422);
  });

  it('en falls back to zh', async () => {
    const batch = await call('GET', '/api/info-models?keyword=Industry_ES');
    const id = (batch.json() as { list: Array<{ id: string }> }).list[0]!.id;
    const { englishOf } = await import('@ies/contracts');
    expect(englishOf({ zh: '中文' })).toBe('中文');
    expect(englishOf({ zh: '中文', en: '' })).toBe('中文');
    const status = await call('GET', `/api/info-models/${id}/status?function_block=ES_PCS`);
    for (const item of (status.json() as { list: Array<{ i18n: { zh_CN: string; en_US: string } }> }).list) {
      expect(item.i18n.en_US.length).toBeGreaterThan(0);
    }
  });
});
