import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repairOrderEvents, repairOrders, workOrderEvents, workOrders } from '../../db/schema';
import { createTestApp, type TestApp } from '../test-app';
import type { Caller } from '../devices/device-test-helpers';
import { type Merchant, signedInMerchant, subUserOf } from '../stations/station-test-helpers';
import { codeOf, stationWithDevice } from './order-test-helpers';

/*
 * What the repair-order and work-order state-machine tests share: a merchant, a station with a
 * device, one sub-user per actor granted that station, and the walk over every move by every
 * actor from one status. Each test keeps its own tables of allowed moves and refusal codes.
 */

export interface MachineBench<A extends string> {
  t: TestApp;
  m: Merchant;
  stationId: string;
  callers: Record<A, Caller>;
  ids: Record<A, string>;
}

/** Registers beforeAll/afterAll that fill the bench; read its fields inside tests only. */
export function machineBench<A extends string>(actors: A[], apisOf: (actor: A) => string[]): MachineBench<A> {
  const bench = { callers: {}, ids: {} } as MachineBench<A>;
  beforeAll(async () => {
    bench.t = await createTestApp({ config: { testHooks: true } });
    bench.m = await signedInMerchant(bench.t.app, bench.t.database.db);
    bench.stationId = (await stationWithDevice(bench.m)).stationId;
    for (const actor of actors) {
      const user = await subUserOf(bench.t.app, bench.m, apisOf(actor));
      await user.grant([bench.stationId]);
      bench.callers[actor] = user.as;
      bench.ids[actor] = user.id;
    }
  });
  afterAll(async () => bench.t?.close());
  return bench;
}

const TABLES = {
  'repair-orders': { orders: repairOrders, events: repairOrderEvents },
  'work-orders': { orders: workOrders, events: workOrderEvents },
} as const;
export type OrderKind = keyof typeof TABLES;

/** The order's row and its events, as one string to compare before and after a refused move. */
export async function orderRows(t: TestApp, kind: OrderKind, id: string): Promise<string> {
  const db = t.database.db;
  // Both kinds share the column names used here; the union only confuses drizzle's overloads.
  const { orders, events } = TABLES[kind] as (typeof TABLES)['work-orders'];
  return JSON.stringify({
    order: await db.select().from(orders).where(eq(orders.id, id)),
    events: await db
      .select()
      .from(events)
      .where(eq(events.orderId, id))
      .orderBy(asc(events.at), asc(events.id)),
  });
}

export interface MachineWalk<S extends string, M extends string, A extends string> {
  kind: OrderKind;
  bench: MachineBench<A>;
  actors: A[];
  moves: readonly M[];
  /** The allowed moves, keyed `${status} ${move} ${actor}`, to the status they lead to. */
  allowedTable: Record<string, S>;
  /** A new order brought to the status. */
  orderIn: (status: S) => Promise<string>;
  /** The code a refused move gets. */
  refusal: (status: S, move: M, actor: A) => string;
}

/**
 * From `status`: every allowed move succeeds (on a fresh order) and lands where the table says;
 * every other move and actor is refused with its code and leaves the order's rows as they were.
 */
export async function walkEveryMove<S extends string, M extends string, A extends string>(
  w: MachineWalk<S, M, A>,
  status: S,
): Promise<void> {
  const { callers, ids } = w.bench;
  const id = await w.orderIn(status);
  let refused = 0;
  for (const move of w.moves) {
    for (const actor of w.actors) {
      const to = w.allowedTable[`${status} ${move} ${actor}`];
      if (to) {
        const fresh = await w.orderIn(status);
        const res = await callers[actor]('POST', `/api/${w.kind}/${fresh}/${move}`, { note: 'ok' });
        expect(res.statusCode, `${status} ${move} by ${actor}: ${res.body}`).toBe(200);
        expect(res.json().status).toBe(to);
        const last = res.json().timeline.at(-1);
        expect(last).toMatchObject({ action: move, from_status: status, actor_id: ids[actor] });
        continue;
      }
      const before = await orderRows(w.bench.t, w.kind, id);
      const res = await callers[actor]('POST', `/api/${w.kind}/${id}/${move}`, { note: 'no' });
      expect(codeOf(res), `${status} ${move} by ${actor}`).toBe(w.refusal(status, move, actor));
      expect(await orderRows(w.bench.t, w.kind, id), `${status} ${move} by ${actor} changed the order`).toBe(
        before,
      );
      refused += 1;
    }
  }
  expect(refused).toBe(
    w.moves.length * w.actors.length -
      Object.keys(w.allowedTable).filter((key) => key.startsWith(`${status} `)).length,
  );
}

/** One test per status, each walking every move from it (walkEveryMove). */
export function itWalksEveryMove<S extends string, M extends string, A extends string>(
  w: MachineWalk<S, M, A>,
  statuses: readonly S[],
): void {
  for (const status of statuses) {
    it(`from ${status}: allowed moves succeed, every other move and role is refused and changes nothing`, async () => {
      await walkEveryMove(w, status);
    });
  }
}
