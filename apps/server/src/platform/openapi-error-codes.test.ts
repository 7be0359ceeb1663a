import * as contracts from '@ies/contracts';
import { errorCatalogue, type Operation } from '@ies/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldCodes, standardTypeId, useMerchant } from '../test/devices/device-test-helpers';
import { passwordSignIn, solvedCaptcha } from '../test/identity-helpers';
import { bind, createStation, stationInput, subUserOf, unique } from '../test/stations/station-test-helpers';
import { useTestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';
import { ERROR_CODES } from './openapi-errors';

// The failures each operation documents (docs/api/openapi.md): exactly the codes it can answer,
// and never a code a real call answers that its document does not list.
const t = useTestApp({ config: { testHooks: true } });
const m = useMerchant(t);

type Response = Record<string, unknown> & { $ref?: string };
type Doc = {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
  components: { responses: Record<string, Response> };
};
let doc: Doc;

beforeAll(async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json() as Doc;
});

function resolve(response: Response | undefined): Response | undefined {
  if (response?.$ref === undefined) return response;
  return doc.components.responses[response.$ref.replace('#/components/responses/', '')];
}

/** The codes the document lists for an operation, by status (`default` included). */
function listed(method: string, path: string): Record<string, string[]> {
  const op = doc.paths[path]?.[method.toLowerCase()];
  expect(op, `${method} ${path}`).toBeDefined();
  return Object.fromEntries(
    Object.entries(op!.responses)
      .filter(([status]) => !/^2/.test(status))
      .map(([status, response]) => [status, (resolve(response)?.[ERROR_CODES] as string[]) ?? []]),
  );
}

/** The codes listed where a real answer of this status lands: its own status, else `default`. */
function listedFor(method: string, path: string, status: number): string[] {
  const byStatus = listed(method, path);
  return byStatus[String(status)] ?? byStatus.default ?? [];
}

const ANY_CALL = ['iot-http.408', 'iot-http.431', 'iot-http.500', 'iot-http.503'];

describe(`the error codes of each operation in the OpenAPI document on ${testDatabaseKind()}`, () => {
  it('declares only catalogue codes on the operations', () => {
    const unknown: string[] = [];
    for (const [groupName, group] of Object.entries(contracts)) {
      if (!groupName.endsWith('Operations') || typeof group !== 'object' || group === null) continue;
      for (const [name, op] of Object.entries(group as Record<string, Operation>)) {
        for (const code of op.errors ?? []) {
          if (!(code in errorCatalogue)) unknown.push(`${groupName}.${name}: ${code}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it('lists exactly the codes of a station create, a device by id and sign-in', () => {
    expect(listed('POST', '/api/stations')).toEqual({
      400: ['iot-http.400'],
      401: ['iot-http.401'],
      403: ['iot-http.403'],
      409: ['iot-station.10001', 'iot-station.10002'],
      413: ['iot-http.413'],
      415: ['iot-http.415'],
      422: ['iot-http.422', 'iot-station.10007'],
      default: ANY_CALL,
    });
    expect(listed('GET', '/api/devices/{id}')).toEqual({
      400: ['iot-http.400'],
      401: ['iot-http.401'],
      403: ['iot-http.403'],
      404: ['iot-http.404', 'iot-out-wrapper.70005'],
      422: ['iot-http.422'],
      default: ANY_CALL,
    });
    expect(listed('POST', '/api/control/sessions')).toEqual({
      400: [
        'iot-http.400',
        'iot-control.10013',
        'iot-control.10026',
        'iot-control.10027',
        'iot-control.10018',
        'iot-control.10022',
        'iot-control.10020',
        'iot-control.10021',
      ],
      403: ['iot-tenant.10027', 'iot-tenant.10041', 'iot-tenant.10016'],
      404: ['iot-tenant.10012'],
      413: ['iot-http.413'],
      415: ['iot-http.415'],
      422: ['iot-http.422'],
      423: ['iot-http.423'],
      429: ['iot-http.429'],
      default: ANY_CALL,
    });
  });

  it('narrows the envelope to those codes and gives an example of each', () => {
    const create = doc.paths['/api/stations']?.post?.responses['409'] as {
      content: Record<string, { schema: { allOf: object[] }; examples: Record<string, { value: object }> }>;
    };
    const json = create.content['application/json']!;
    expect(json.schema.allOf).toContainEqual({
      type: 'object',
      properties: { code: { type: 'string', enum: ['iot-station.10001', 'iot-station.10002'] } },
    });
    expect(json.examples['iot-station.10001']?.value).toEqual({
      code: 'iot-station.10001',
      message: errorCatalogue['iot-station.10001'].en,
    });
  });

  it('lists the code of every sampled failing call under the status it answers with', async () => {
    const typeId = await standardTypeId(m.call, 'ES_PCS');
    const station = await createStation(m.call);
    const [deviceId, boundId] = [unique('d'), unique('d')];
    for (const id of [deviceId, boundId]) {
      const res = await m.call('POST', '/api/devices', { id, name: `设备_${id}`, type_id: typeId });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await bind(m, station.id, [boundId])).statusCode).toBe(200);
    const viewer = await subUserOf(t.app, m, ['station:view']);
    const captcha = await solvedCaptcha(t.app);
    const json = { 'content-type': 'application/json', authorization: `Bearer ${m.token}` };

    // [operation method, documented path, the call]
    const samples: Array<[string, string, () => ReturnType<typeof m.call>]> = [
      ['GET', '/api/stations', () => t.app.inject({ method: 'GET', url: '/api/stations' })],
      [
        'POST',
        '/api/stations',
        () => t.app.inject({ method: 'POST', url: '/api/stations', headers: json, payload: '{"name":' }),
      ],
      [
        'POST',
        '/api/stations',
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/stations',
            headers: { ...json, 'content-type': 'application/xml' },
            payload: '<station/>',
          }),
      ],
      ['POST', '/api/stations', () => m.call('POST', '/api/stations', {})],
      ['POST', '/api/stations', () => m.call('POST', '/api/stations', stationInput({ name: station.name }))],
      [
        'POST',
        '/api/stations',
        () => m.call('POST', '/api/stations', stationInput({ picture_ids: [crypto.randomUUID()] })),
      ],
      ['GET', '/api/stations/{id}', () => m.call('GET', `/api/stations/${crypto.randomUUID()}`)],
      ['DELETE', '/api/stations/{id}', () => m.call('DELETE', `/api/stations/${station.id}`)],
      [
        'PUT',
        '/api/out-wrapper/group/tenants/{tenant_id}/users/{user_id}/groups/{group_id}/bind-with-info',
        async () => bind(m, (await createStation(m.call)).id, [boundId]),
      ],
      ['GET', '/api/devices', () => viewer.as('GET', '/api/devices')],
      ['GET', '/api/devices/{id}', () => m.call('GET', `/api/devices/${unique('nobody')}`)],
      [
        'POST',
        '/api/devices',
        () => m.call('POST', '/api/devices', { id: deviceId, name: 'again', type_id: typeId }),
      ],
      [
        'POST',
        '/api/devices',
        () => m.call('POST', '/api/devices', { id: unique('d'), name: 'x', type_id: crypto.randomUUID() }),
      ],
      ['DELETE', '/api/devices/{id}', () => m.call('DELETE', `/api/devices/${boundId}`)],
      [
        'POST',
        '/api/devices/{id}/sub-devices',
        () => m.call('POST', `/api/devices/${deviceId}/sub-devices`, { device_ids: [deviceId] }),
      ],
      [
        'POST',
        '/api/control/sessions',
        () => passwordSignIn(t.app, { username: m.manager.username, password: 'Wrong-pass9' }),
      ],
      [
        'POST',
        '/api/control/sessions',
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/control/sessions',
            payload: {
              username: m.manager.username,
              password: 'Wrong-pass9',
              type: 1,
              svg_code_uuid: captcha.uuid,
              svg_code: `${captcha.text}x`,
            },
          }),
      ],
    ];
    const answered: string[] = [];
    for (const [method, path, call] of samples) {
      const res = await call();
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeGreaterThanOrEqual(400);
      const { code } = res.json() as { code: string };
      answered.push(code);
      expect(listedFor(method, path, res.statusCode), `${method} ${path} ${res.statusCode}`).toContain(code);
      if (res.statusCode === 422 && code === 'iot-http.422')
        expect(Object.keys(fieldCodes(res))).not.toEqual([]);
    }
    // The sample reaches derived and declared codes alike.
    expect(new Set(answered)).toEqual(
      new Set([
        'iot-http.401',
        'iot-http.400',
        'iot-http.415',
        'iot-http.422',
        'iot-station.10001',
        'iot-station.10007',
        'iot-http.404',
        'iot-station.10003',
        'iot-out-wrapper.70006',
        'iot-http.403',
        'iot-out-wrapper.70005',
        'iot-device.10016',
        'iot-device.10004',
        'iot-device.10020',
        'iot-control.10022',
        'iot-control.10026',
      ]),
    );
  });
});
