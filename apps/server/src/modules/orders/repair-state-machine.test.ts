import { REPAIR_MOVE_NAMES, REPAIR_STATUSES, type RepairMove, type RepairStatus } from '@ies/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairOrderEvents, repairOrders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import type { Caller } from '../devices/device-test-helpers';
import { type Merchant, signedInMerchant, subUserOf } from '../stations/station-test-helpers';
import { codeOf, repairInput, stationWithDevice } from './order-test-helpers';

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
    const user = await subUserOf(t.app, m, APIS[actor]);
    await user.grant([stationId]);
    callers[actor] = user.as;
    ids[actor] = user.id;
  }
});
afterAll(async () => t?.close());

async function orderIn(status: RepairStatus): Promise<string> {
  const res = await callers.raiser('POST', '/api/repair-orders', repairInput(stationId));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  for (const [move, actor] of PATHS[status]) {
    const step = await callers[actor]('POST', `/api/repair-orders/${id}/${move}`, { note: 'step' });
    expect(step.statusCode, step.body).toBe(200);
  }
  return id;
}

async function rowsOf(id: string) {
  const db = t.database.db;
  return JSON.stringify({
    order: await db.select().from(repairOrders).where(eq(repairOrders.id, id)),
    events: await db
      .select()
      .from(repairOrderEvents)
      .where(eq(repairOrderEvents.orderId, id))
      .orderBy(asc(repairOrderEvents.at), asc(repairOrderEvents.id)),
  });
}

const allowed = (status: RepairStatus, move: RepairMove, actor: Actor) =>
  ALLOWED[`${status} ${move} ${actor}`];
/** The code a refused move gets: no permission for the route, wrong role, or wrong status. */
function refusal(status: RepairStatus, move: RepairMove, actor: Actor): string {
  if (!APIS[actor].includes(PERMISSION[move])) return 'iot-http.403';
  return ACTORS.some((a) => allowed(status, move, a) !== undefined) ? 'iot-order.10002' : 'iot-order.10001';
}

describe(`repair-order state machine on ${testDatabaseKind()}`, () => {
  for (const status of REPAIR_STATUSES) {
    it(`from ${status}: allowed moves succeed, every other move and role is refused and changes nothing`, async () => {
      const id = await orderIn(status);
      let refused = 0;
      for (const move of REPAIR_MOVE_NAMES) {
        for (const actor of ACTORS) {
          const to = allowed(status, move, actor);
          if (to) {
            const fresh = await orderIn(status);
            const res = await callers[actor]('POST', `/api/repair-orders/${fresh}/${move}`, { note: 'ok' });
            expect(res.statusCode, `${status} ${move} by ${actor}: ${res.body}`).toBe(200);
            expect(res.json().status).toBe(to);
            const last = res.json().timeline.at(-1);
            expect(last).toMatchObject({ action: move, from_status: status, actor_id: ids[actor] });
            continue;
          }
          const before = await rowsOf(id);
          const res = await callers[actor]('POST', `/api/repair-orders/${id}/${move}`, { note: 'no' });
          expect(codeOf(res), `${status} ${move} by ${actor}`).toBe(refusal(status, move, actor));
          expect(await rowsOf(id), `${status} ${move} by ${actor} changed the order`).toBe(before);
          refused += 1;
        }
      }
      expect(refused).toBe(
        REPAIR_MOVE_NAMES.length * ACTORS.length -
          Object.keys(ALLOWED).filter((key) => key.startsWith(`${status} `)).length,
      );
    });
  }
});
