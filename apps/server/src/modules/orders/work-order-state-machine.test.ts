import {
  WORK_ORDER_MOVE_NAMES,
  WORK_ORDER_STATUSES,
  type WorkOrderMove,
  type WorkOrderRole,
  type WorkOrderStatus,
} from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/test-database';
import { ALL_WORK_ORDER_APIS, codeOf, workOrderInput } from '../../test/orders/order-test-helpers';
import { machineBench, orderRows, itWalksEveryMove } from '../../test/orders/state-machine-test-helpers';

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

// Every permission of the family and authority over the station: only the role tells them apart.
const bench = machineBench(ACTORS, () => ALL_WORK_ORDER_APIS);

async function orderIn(status: WorkOrderStatus): Promise<string> {
  const res = await bench.callers.sponsor(
    'POST',
    '/api/work-orders',
    workOrderInput({
      station_id: bench.stationId,
      handler_id: bench.ids.handler,
      verifier_id: bench.ids.verifier,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  for (const move of PATHS[status]) {
    const step = await bench.callers[MOVER[move]]('POST', `/api/work-orders/${id}/${move}`, { note: 'step' });
    expect(step.statusCode, step.body).toBe(200);
  }
  return id;
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
  const refusal = (status: WorkOrderStatus, move: WorkOrderMove) =>
    applies(status, move) ? 'iot-order.10002' : 'iot-order.10001';
  itWalksEveryMove(
    {
      kind: 'work-orders',
      bench,
      actors: ACTORS,
      moves: WORK_ORDER_MOVE_NAMES,
      allowedTable: ALLOWED,
      orderIn,
      refusal,
    },
    WORK_ORDER_STATUSES,
  );

  it('refuses the tenant manager too when it holds no role on the order', async () => {
    const id = await orderIn('pending');
    const before = await orderRows(bench.t, 'work-orders', id);
    expect(codeOf(await bench.m.call('POST', `/api/work-orders/${id}/accept`, {}))).toBe('iot-order.10002');
    expect(await orderRows(bench.t, 'work-orders', id)).toBe(before);
  });
});
