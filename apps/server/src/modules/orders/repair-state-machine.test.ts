import { REPAIR_MOVE_NAMES, REPAIR_STATUSES, type RepairMove, type RepairStatus } from '@ies/contracts';
import { describe, expect } from 'vitest';
import { testDatabaseKind } from '../../test/test-database';
import { repairInput } from '../../test/orders/order-test-helpers';
import { machineBench, itWalksEveryMove } from '../../test/orders/state-machine-test-helpers';

/*
 * The whole repair-order state machine, table-driven from docs/work-orders.md: from every status,
 * every move by the raiser, one of the merchant's people (holding repair:review) and a bystander
 * (reaching the station, may raise and cancel, but did not raise this order and reviews nothing).
 * Allowed moves succeed; everything else is refused with its catalogue code and leaves the order's
 * rows exactly as they were.
 */

type Actor = 'raiser' | 'merchant' | 'bystander';
const ACTORS: Actor[] = ['raiser', 'merchant', 'bystander'];
const RAISER_APIS = ['repair:view', 'repair:create', 'repair:cancel', 'station:view'];
const APIS: Record<Actor, string[]> = {
  raiser: RAISER_APIS,
  merchant: [...RAISER_APIS, 'repair:update', 'repair:review'],
  bystander: RAISER_APIS,
};
/** Moves (and who makes them) that bring a new order to each status. */
const PATHS: Record<RepairStatus, Array<[RepairMove, Actor]>> = {
  to_review: [],
  in_service: [['approve', 'merchant']],
  completed: [
    ['approve', 'merchant'],
    ['complete', 'merchant'],
  ],
  cancelled: [['cancel', 'raiser']],
};
/** The moves of docs/work-orders.md, written out here rather than read from the code under test. */
const ALLOWED: Record<string, RepairStatus> = {
  'to_review approve merchant': 'in_service',
  'to_review reject merchant': 'cancelled',
  'to_review cancel raiser': 'cancelled',
  'to_review cancel merchant': 'cancelled',
  'in_service complete merchant': 'completed',
  'in_service cancel merchant': 'cancelled',
};
/** The permission each move's route asks for (10602xxx). */
const PERMISSION: Record<RepairMove, string> = {
  approve: 'repair:review',
  reject: 'repair:review',
  complete: 'repair:update',
  cancel: 'repair:cancel',
};

const bench = machineBench(ACTORS, (actor) => APIS[actor]);

async function orderIn(status: RepairStatus): Promise<string> {
  const res = await bench.callers.raiser('POST', '/api/repair-orders', repairInput(bench.stationId));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  for (const [move, actor] of PATHS[status]) {
    const step = await bench.callers[actor]('POST', `/api/repair-orders/${id}/${move}`, { note: 'step' });
    expect(step.statusCode, step.body).toBe(200);
  }
  return id;
}

const allowed = (status: RepairStatus, move: RepairMove, actor: Actor) =>
  ALLOWED[`${status} ${move} ${actor}`];
/** The code a refused move gets: no permission for the route, wrong role, or wrong status. */
function refusal(status: RepairStatus, move: RepairMove, actor: Actor): string {
  if (!APIS[actor].includes(PERMISSION[move])) return 'iot-http.403';
  return ACTORS.some((a) => allowed(status, move, a) !== undefined) ? 'iot-order.10002' : 'iot-order.10001';
}

describe(`repair-order state machine on ${testDatabaseKind()}`, () => {
  itWalksEveryMove(
    {
      kind: 'repair-orders',
      bench,
      actors: ACTORS,
      moves: REPAIR_MOVE_NAMES,
      allowedTable: ALLOWED,
      orderIn,
      refusal,
    },
    REPAIR_STATUSES,
  );
});
