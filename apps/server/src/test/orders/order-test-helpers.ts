import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../test-app';
import type { Caller } from '../devices/device-test-helpers';
import {
  bind,
  createDevices,
  createStation,
  type Merchant,
  type SubUser,
  subUserOf,
} from '../stations/station-test-helpers';

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

/** An upload as `token`; answers the id (status asserted by the caller when it may fail). */
export async function upload(
  t: TestApp,
  token: string,
  purpose = 'order-picture',
  content: Buffer = PNG,
  fileName = 'p.png',
  locale = 'zh',
) {
  const boundary = '----iesorder';
  return t.app.inject({
    method: 'POST',
    url: `/api/uploads?purpose=${purpose}`,
    headers: {
      authorization: `Bearer ${token}`,
      'x-locale': locale,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

/** A station with one bound device, created by the merchant's manager. */
export async function stationWithDevice(m: Merchant) {
  const station = await createStation(m.call);
  const [deviceId] = await createDevices(m.call, 'ES_PCS', 1);
  const res = await bind(m, station.id, [deviceId!]);
  expect(res.statusCode, res.body).toBe(200);
  return { stationId: station.id, stationName: station.name, deviceId: deviceId! };
}

/** A work-order template made by the merchant's manager; answers its id. */
export async function workOrderTemplate(
  m: Merchant,
  input: { type: string; name: string; checklist: string[] },
): Promise<string> {
  const res = await m.call('POST', '/api/work-order-templates', input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

export function repairInput(stationId: string, extra: Record<string, unknown> = {}) {
  return {
    station_id: stationId,
    description: '逆变器告警，无法启动',
    contact: '李四',
    phone: '13800138000',
    address: '苏州工业园区 1 号',
    ...extra,
  };
}

/** Names of the bell messages a user has, newest first. */
export async function bell(call: Caller, tenantId: string, userId: string): Promise<string[]> {
  const res = await call('GET', `/api/tenant/tenants/${tenantId}/users/${userId}/messages?page_size=100`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { list: Array<{ message_name: string }> }).list.map((m) => m.message_name);
}

export const codeOf = (res: { json(): unknown }) => (res.json() as { code: string }).code;

export const ALL_WORK_ORDER_APIS = [
  'work-order:view',
  'work-order:create',
  'work-order:update',
  'work-order:handle',
  'work-order:verify',
  'work-order:withdraw',
  'station:view',
];

/** A handler and a verifier with every work-order API and no station authority: being named on the order is enough. */
export async function handlerAndVerifier(app: FastifyInstance, m: Merchant) {
  const handler = await subUserOf(app, m, ALL_WORK_ORDER_APIS);
  const verifier = await subUserOf(app, m, ALL_WORK_ORDER_APIS);
  return { handler, verifier };
}

/** Who a work order names: a sponsor with authority over the station, a handler and a verifier. */
export async function workOrderCrew(
  app: FastifyInstance,
  m: Merchant,
  stationId: string,
): Promise<{ sponsor: SubUser; handler: SubUser; verifier: SubUser }> {
  const sponsor = await subUserOf(app, m, ALL_WORK_ORDER_APIS);
  await sponsor.grant([stationId]);
  return { sponsor, ...(await handlerAndVerifier(app, m)) };
}

const HOUR = 3_600_000;
export function workOrderInput(extra: Record<string, unknown> = {}) {
  const start = Date.now() + HOUR;
  return {
    name: '逆变器故障排查',
    priority: 'high',
    type: 'troubleshooting',
    feedback_type: 'problem',
    planned_start: new Date(start).toISOString(),
    planned_end: new Date(start + 4 * HOUR).toISOString(),
    description: '告警 PCS 过温',
    ...extra,
  };
}
