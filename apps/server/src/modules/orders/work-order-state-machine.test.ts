import {
  WORK_ORDER_MOVE_NAMES,
  WORK_ORDER_STATUSES,
  type WorkOrderMove,
  type WorkOrderRole,
  type WorkOrderStatus,
} from '@ies/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workOrderEvents, workOrders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import type { Caller } from '../devices/device-test-helpers';
import { type Merchant, signedInMerchant, subUserOf } from '../stations/station-test-helpers';
import { ALL_WORK_ORDER_APIS, codeOf, stationWithDevice, workOrderInput } from './order-test-helpers';

/*
 * The whole work-order state machine, table-driven from docs/work-orders.md: from every status,
 * every move by every role (and by someone holding every permission but no role on the order).
 * Allowed moves succeed; everything else is refused with its catalogue code and leaves the order's
 * rows exactly as they were.
 */

type Actor = WorkOrderRole | 'bystander';
const ACTORS: Actor[] = ['sponsor', 'handler', 'verifier', 'bystander'];
/** Moves that bring a new order to each status. */
const PATHS: Record<WorkOrderStatus, WorkOrderMove[]> = {
  pending: [],
  in_process: ['accept'],
  to_verify: ['accept', 'submit'],
  completed: ['accept', 'submit', 'pass'],
  failed: ['accept', 'submit', 'fail'],
  rejected: ['reject'],
  withdrawn: ['withdraw'],
};
const MOVER: Record<WorkOrderMove, Actor> = {
  accept: 'handler',
  reject: 'handler',
  submit: 'handler',
  rework: 'handler',
  pass: 'verifier',
  fail: 'verifier',
  withdraw: 'sponsor',
};

let t: TestApp;
let m: Merchant;
let stationId: string;
const callers = {} as Record<Actor, Caller>;
const ids = {} as Record<Actor, string>;

beforeAll(async () => {
  t = await createTestApp({ config: { testHooks: true } });
  m = await signedInMerchant(t.app, t.database.db);
  stationId = (await stationWithDevice(m)).stationId;
  for (const actor of ACTORS) {
    // Every permission of the family and authority over the station: only the role tells them apart.
    const user = await subUserOf(t.app, m, ALL_WORK_ORDER_APIS);
    await user.grant([stationId]);
    callers[actor] = user.as;
    ids[actor] = user.id;
  }
});
afterAll(async () => t?.close());

async function orderIn(status: WorkOrderStatus): Promise<string> {
  const res = await callers.sponsor(
    'POST',
    '/api/work-orders',
    workOrderInput({ station_id: stationId, handler_id: ids.handler, verifier_id: ids.verifier }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  for (const move of PATHS[status]) {
    const step = await callers[MOVER[move]]('POST', `/api/work-orders/${id}/${move}`, { note: 'step' });
    expect(step.statusCode, step.body).toBe(200);
  }
  return id;
}

async function rowsOf(id: string) {
  const db = t.database.db;
  return JSON.stringify({
    order: await db.select().from(workOrders).where(eq(workOrders.id, id)),
    events: await db
      .select()
      .from(workOrderEvents)
      .where(eq(workOrderEvents.orderId, id))
      .orderBy(asc(workOrderEvents.at), asc(workOrderEvents.id)),
  });
}

/** The moves of docs/work-orders.md, written out here rather than read from the code under test. */
const ALLOWED: Record<string, WorkOrderStatus> = {
  'pending accept handler': 'in_process',
  'pending reject handler': 'rejected',
  'pending withdraw sponsor': 'withdrawn',
  'in_process submit handler': 'to_verify',
  'in_process withdraw sponsor': 'withdrawn',
  'to_verify pass verifier': 'completed',
  'to_verify fail verifier': 'failed',
  'to_verify withdraw sponsor': 'withdrawn',
  'failed rework handler': 'in_process',
  'failed withdraw sponsor': 'withdrawn',
};
const allowed = (status: WorkOrderStatus, move: WorkOrderMove, actor: Actor) =>
  ALLOWED[`${status} ${move} ${actor}`];
/** A move some role may make from the status: a wrong role gets 10002, else the status is wrong (10001). */
const applies = (status: WorkOrderStatus, move: WorkOrderMove) =>
  ACTORS.some((actor) => allowed(status, move, actor) !== undefined);

describe(`work-order state machine on ${testDatabaseKind()}`, () => {
  for (const status of WORK_ORDER_STATUSES) {
    it(`from ${status}: allowed moves succeed, every other move and role is refused and changes nothing`, async () => {
      const id = await orderIn(status);
      let refused = 0;
      for (const move of WORK_ORDER_MOVE_NAMES) {
        for (const actor of ACTORS) {
          const to = allowed(status, move, actor);
          if (to) {
            const fresh = await orderIn(status);
            const res = await callers[actor]('POST', `/api/work-orders/${fresh}/${move}`, { note: 'ok' });
            expect(res.statusCode, `${status} ${move} by ${actor}: ${res.body}`).toBe(200);
            expect(res.json().status).toBe(to);
            const last = res.json().timeline.at(-1);
            expect(last).toMatchObject({ action: move, from_status: status, actor_id: ids[actor] });
            continue;
          }
          const before = await rowsOf(id);
          const res = await callers[actor]('POST', `/api/work-orders/${id}/${move}`, { note: 'no' });
          const want = applies(status, move) ? 'iot-order.10002' : 'iot-order.10001';
          expect(codeOf(res), `${status} ${move} by ${actor}`).toBe(want);
          expect(await rowsOf(id), `${status} ${move} by ${actor} changed the order`).toBe(before);
          refused += 1;
        }
      }
      expect(refused).toBe(
        WORK_ORDER_MOVE_NAMES.length * ACTORS.length -
          Object.keys(ALLOWED).filter((key) => key.startsWith(`${status} `)).length,
      );
    });
  }

  it('refuses the tenant manager too when it holds no role on the order', async () => {
    const id = await orderIn('pending');
    const before = await rowsOf(id);
    expect(codeOf(await m.call('POST', `/api/work-orders/${id}/accept`, {}))).toBe('iot-order.10002');
    expect(await rowsOf(id)).toBe(before);
  });
});
