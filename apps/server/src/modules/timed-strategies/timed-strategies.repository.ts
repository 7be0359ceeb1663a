import { and, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { PageQuery } from '../../db/paging';
import { pageWindow } from '../../db/paging';
import {
  devices,
  deviceTypes,
  stations,
  type TimedStrategyRow,
  type TimedStrategyRunRow,
  timedStrategies,
  timedStrategyRuns,
} from '../../db/schema';

export type NewTimedStrategy = Omit<typeof timedStrategies.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type TimedStrategyWithDevice = TimedStrategyRow & { deviceName: string | null };

/** SQL of timed strategies and their runs; reads of the API name the tenant and the station. */
export class TimedStrategiesRepository {
  constructor(private readonly db: Db) {}

  async list(tenantId: string, stationId: string, page: PageQuery) {
    const where = and(eq(timedStrategies.tenantId, tenantId), eq(timedStrategies.stationId, stationId));
    const { offset, limit } = pageWindow(page);
    const rows = await this.db
      .select({ strategy: timedStrategies, deviceName: devices.name })
      .from(timedStrategies)
      .leftJoin(devices, eq(devices.id, timedStrategies.deviceId))
      .where(where)
      .orderBy(desc(timedStrategies.createdAt))
      .offset(offset)
      .limit(limit);
    const [total] = await this.db.select({ n: count() }).from(timedStrategies).where(where);
    return {
      rows: rows.map((r): TimedStrategyWithDevice => ({ ...r.strategy, deviceName: r.deviceName })),
      total: Number(total?.n ?? 0),
    };
  }

  async find(tenantId: string, stationId: string, id: string): Promise<TimedStrategyWithDevice | undefined> {
    const [row] = await this.db
      .select({ strategy: timedStrategies, deviceName: devices.name })
      .from(timedStrategies)
      .leftJoin(devices, eq(devices.id, timedStrategies.deviceId))
      .where(
        and(
          eq(timedStrategies.tenantId, tenantId),
          eq(timedStrategies.stationId, stationId),
          eq(timedStrategies.id, id),
        ),
      )
      .limit(1);
    return row ? { ...row.strategy, deviceName: row.deviceName } : undefined;
  }

  async byId(id: string): Promise<TimedStrategyRow | undefined> {
    const [row] = await this.db.select().from(timedStrategies).where(eq(timedStrategies.id, id)).limit(1);
    return row;
  }

  async insert(row: NewTimedStrategy): Promise<TimedStrategyRow> {
    const [inserted] = await this.db.insert(timedStrategies).values(row).returning();
    return inserted!;
  }

  async update(id: string, values: Partial<NewTimedStrategy>, now: Date): Promise<void> {
    await this.db
      .update(timedStrategies)
      .set({ ...values, updatedAt: now })
      .where(eq(timedStrategies.id, id));
  }

  /** Deletes a disabled strategy (and its log); false when it is enabled or gone. */
  async removeDisabled(id: string): Promise<boolean> {
    const gone = await this.db
      .delete(timedStrategies)
      .where(and(eq(timedStrategies.id, id), eq(timedStrategies.enabled, false)))
      .returning({ id: timedStrategies.id });
    return gone.length > 0;
  }

  /** The device of the tenant with its station and its type's commands. */
  async device(tenantId: string, deviceId: string) {
    const [row] = await this.db
      .select({
        id: devices.id,
        name: devices.name,
        stationId: devices.stationId,
        operations: deviceTypes.operations,
      })
      .from(devices)
      .innerJoin(deviceTypes, eq(deviceTypes.id, devices.typeId))
      .where(and(eq(devices.tenantId, tenantId), eq(devices.id, deviceId)))
      .limit(1);
    return row;
  }

  async zoneOf(stationId: string): Promise<{ timeZone: string | null; tzOffsetHours: number } | undefined> {
    const [row] = await this.db
      .select({ timeZone: stations.timeZone, tzOffsetHours: stations.tzOffsetHours })
      .from(stations)
      .where(eq(stations.id, stationId))
      .limit(1);
    return row;
  }

  async logs(tenantId: string, stationId: string, strategyId: string | undefined, page: PageQuery) {
    const where = and(
      eq(timedStrategyRuns.tenantId, tenantId),
      eq(timedStrategyRuns.stationId, stationId),
      strategyId ? eq(timedStrategyRuns.strategyId, strategyId) : undefined,
    );
    const { offset, limit } = pageWindow(page);
    const rows = await this.db
      .select()
      .from(timedStrategyRuns)
      .where(where)
      .orderBy(desc(timedStrategyRuns.dueAt))
      .offset(offset)
      .limit(limit);
    const [total] = await this.db.select({ n: count() }).from(timedStrategyRuns).where(where);
    return { rows, total: Number(total?.n ?? 0) };
  }

  // ---- the runner ----

  async dueStrategies(now: Date, limit: number): Promise<TimedStrategyRow[]> {
    return this.db
      .select()
      .from(timedStrategies)
      .where(and(eq(timedStrategies.enabled, true), lte(timedStrategies.nextRunAt, now)))
      .orderBy(timedStrategies.nextRunAt)
      .limit(limit);
  }

  /**
   * Moves a strategy's next run on from `due` and records the run of `due`, in one transaction and
   * only if nobody did it first: each due time becomes one run across processes.
   */
  async fire(strategy: TimedStrategyRow, due: Date, next: Date | null): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const moved = await tx
        .update(timedStrategies)
        .set({ nextRunAt: next })
        .where(and(eq(timedStrategies.id, strategy.id), eq(timedStrategies.nextRunAt, due)))
        .returning({ id: timedStrategies.id });
      if (moved.length === 0) return false;
      await tx
        .insert(timedStrategyRuns)
        .values({
          tenantId: strategy.tenantId,
          strategyId: strategy.id,
          stationId: strategy.stationId,
          strategyName: strategy.name,
          deviceId: strategy.deviceId,
          dueAt: due,
          status: 'running',
          attemptAt: due,
          content: strategy.commands,
        })
        .onConflictDoNothing();
      return true;
    });
  }

  /** Runs whose attempt is due and not yet claimed. */
  async attemptsDue(now: Date, limit: number): Promise<TimedStrategyRunRow[]> {
    return this.db
      .select()
      .from(timedStrategyRuns)
      .where(
        and(
          inArray(timedStrategyRuns.status, ['running', 'waiting_retry']),
          isNull(timedStrategyRuns.taskId),
          lte(timedStrategyRuns.attemptAt, now),
        ),
      )
      .orderBy(timedStrategyRuns.attemptAt)
      .limit(limit);
  }

  /** Claims the attempt of a run for a command task; false when another process claimed it. */
  async claim(run: TimedStrategyRunRow, taskId: string, now: Date): Promise<boolean> {
    const claimed = await this.db
      .update(timedStrategyRuns)
      .set({ taskId, status: 'running', claimedAt: now })
      .where(
        and(
          eq(timedStrategyRuns.id, run.id),
          isNull(timedStrategyRuns.taskId),
          eq(timedStrategyRuns.retryCount, run.retryCount),
        ),
      )
      .returning({ id: timedStrategyRuns.id });
    return claimed.length > 0;
  }

  /** Claimed runs still waiting for the outcome of their commands. */
  async running(limit: number): Promise<TimedStrategyRunRow[]> {
    return this.db
      .select()
      .from(timedStrategyRuns)
      .where(and(eq(timedStrategyRuns.status, 'running'), sql`${timedStrategyRuns.taskId} is not null`))
      .orderBy(timedStrategyRuns.attemptAt)
      .limit(limit);
  }

  /** Ends the current attempt of a run (only the attempt it was: a repeat changes nothing). */
  async settle(
    run: TimedStrategyRunRow,
    values: Partial<
      Pick<
        TimedStrategyRunRow,
        'status' | 'retryCount' | 'attemptAt' | 'taskId' | 'claimedAt' | 'errorCode' | 'finishedAt'
      >
    >,
  ): Promise<boolean> {
    const done = await this.db
      .update(timedStrategyRuns)
      .set(values)
      .where(
        and(
          eq(timedStrategyRuns.id, run.id),
          eq(timedStrategyRuns.status, 'running'),
          eq(timedStrategyRuns.retryCount, run.retryCount),
        ),
      )
      .returning({ id: timedStrategyRuns.id });
    return done.length > 0;
  }

  async strategyOf(run: TimedStrategyRunRow): Promise<TimedStrategyRow | undefined> {
    return this.byId(run.strategyId);
  }
}
