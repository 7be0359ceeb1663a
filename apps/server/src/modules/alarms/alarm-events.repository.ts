import type { AlarmEventState, TextVariants } from '@ies/contracts';
import { and, count, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { countRows, firstRow, hasRow, setWhere, updateRows } from '../../db/rows';
import { type AlarmEventRow, alarmEvents, devices, stationDevices, stations } from '../../db/schema';
import type { EventNames } from './alarms.presenter';
import { type StationVisibility, seenStationColumn } from '../../db/station-visibility';

/** Which events a caller sees: the tenant's, of the stations it sees (assigned, created, shared). */
export interface EventScope {
  tenantId: string;
  /** undefined: every station (and events of devices bound to none). */
  visibility?: StationVisibility;
}

export interface EventFilter {
  from?: Date;
  to?: Date;
  stationId?: string;
  handlerStatus?: 'unhandled' | 'handled';
  infoModelId?: string;
  level?: number;
  ruleId?: string;
  state?: AlarmEventState;
  deviceIds?: string[];
}

/** What an alarm event says of one device at one instant (raised or notified alike). */
export interface AlarmOccurrence {
  tenantId: string;
  deviceId: string;
  stationId: string | null;
  level: number;
  value: unknown;
  message: string;
  /** `message` and `rule_name` per language. */
  i18n?: TextVariants;
  at: Date;
}

export interface RaiseInput extends AlarmOccurrence {
  ruleId: string;
  ruleName: string;
  /** Grouped under a root event (a gateway offline). */
  parentEventId?: string | null;
}

function inScope(scope: EventScope): SQL {
  const tenant = eq(alarmEvents.tenantId, scope.tenantId);
  const seen = scope.visibility && seenStationColumn(scope.visibility, alarmEvents.stationId);
  return seen ? and(tenant, seen)! : tenant;
}

function filtered(scope: EventScope, f: EventFilter): SQL {
  return and(
    inScope(scope),
    f.from ? gte(alarmEvents.raisedAt, f.from) : undefined,
    f.to ? lte(alarmEvents.raisedAt, f.to) : undefined,
    f.stationId ? eq(alarmEvents.stationId, f.stationId) : undefined,
    f.handlerStatus ? eq(alarmEvents.handlerStatus, f.handlerStatus) : undefined,
    f.level !== undefined ? eq(alarmEvents.level, f.level) : undefined,
    f.ruleId ? eq(alarmEvents.ruleId, f.ruleId) : undefined,
    f.state ? eq(alarmEvents.state, f.state) : undefined,
    f.deviceIds ? inArray(alarmEvents.deviceId, f.deviceIds) : undefined,
    f.infoModelId
      ? sql`exists (select 1 from ${stationDevices} sd where sd.device_id = ${alarmEvents.deviceId} and sd.info_model_id = ${f.infoModelId})`
      : undefined,
  )!;
}

export class AlarmEventsRepository {
  constructor(private readonly db: Db) {}

  async list(
    scope: EventScope,
    filter: EventFilter,
    page: { offset: number; limit: number },
  ): Promise<{ rows: Array<AlarmEventRow & EventNames>; total: number }> {
    const where = filtered(scope, filter);
    const rows = await this.db
      .select({ event: alarmEvents, deviceName: devices.name, stationName: stations.name })
      .from(alarmEvents)
      .leftJoin(devices, eq(devices.id, alarmEvents.deviceId))
      .leftJoin(stations, eq(stations.id, alarmEvents.stationId))
      .where(where)
      .orderBy(desc(alarmEvents.raisedAt), desc(alarmEvents.id))
      .offset(page.offset)
      .limit(page.limit);
    return {
      rows: rows.map((r) => ({ ...r.event, deviceName: r.deviceName, stationName: r.stationName })),
      total: await countRows(this.db, alarmEvents, where),
    };
  }

  /** Unhandled → handled; returns how many changed (handled, deleted or unseen ones are left alone). */
  async handle(
    scope: EventScope,
    ids: string[],
    patch: { handler: string; handleMethod: string; by: string; at: Date },
  ): Promise<number> {
    const rows = await this.db
      .update(alarmEvents)
      .set({
        handlerStatus: 'handled',
        handler: patch.handler,
        handleMethod: patch.handleMethod,
        handledBy: patch.by,
        handledAt: patch.at,
        acknowledgedAt: sql`coalesce(${alarmEvents.acknowledgedAt}, ${patch.at.toISOString()}::timestamptz)`,
        acknowledgedBy: sql`coalesce(${alarmEvents.acknowledgedBy}, ${patch.by}::uuid)`,
      })
      .where(and(inScope(scope), inArray(alarmEvents.id, ids), eq(alarmEvents.handlerStatus, 'unhandled')))
      .returning({ id: alarmEvents.id });
    return rows.length;
  }

  async acknowledge(scope: EventScope, ids: string[], by: string, at: Date): Promise<number> {
    return updateRows(
      this.db,
      alarmEvents,
      and(inScope(scope), inArray(alarmEvents.id, ids), sql`${alarmEvents.acknowledgedAt} is null`),
      { acknowledgedAt: at, acknowledgedBy: by },
    );
  }

  /**
   * Deletes the ended events among `ids` (an active one would hide a fault still present);
   * returns the deleted ids and the active ones kept. Ids in neither are not the caller's.
   */
  async deleteEnded(scope: EventScope, ids: string[]): Promise<{ deleted: string[]; active: string[] }> {
    const deleted = await this.db
      .delete(alarmEvents)
      .where(and(inScope(scope), inArray(alarmEvents.id, ids), ne(alarmEvents.state, 'active')))
      .returning({ id: alarmEvents.id });
    const active = await this.db
      .select({ id: alarmEvents.id })
      .from(alarmEvents)
      .where(and(inScope(scope), inArray(alarmEvents.id, ids), eq(alarmEvents.state, 'active')));
    return { deleted: deleted.map((r) => r.id), active: active.map((r) => r.id) };
  }

  /** How many of `ids` (distinct UUIDs) name an event the caller sees. */
  async countSeen(scope: EventScope, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return countRows(this.db, alarmEvents, and(inScope(scope), inArray(alarmEvents.id, [...ids])));
  }

  /** One event the caller sees (undefined otherwise). */
  async findInScope(scope: EventScope, id: string): Promise<AlarmEventRow | undefined> {
    return firstRow(this.db, alarmEvents, and(inScope(scope), eq(alarmEvents.id, id)));
  }

  /**
   * The rule was disabled or deleted: its active events end as `closed` at `at`. Returns them
   * (with their devices' and stations' names, for the notices).
   */
  async closeWithRule(
    tenantId: string,
    ruleId: string,
    at: Date,
  ): Promise<Array<AlarmEventRow & EventNames>> {
    const closed = await this.db
      .update(alarmEvents)
      .set({ state: 'closed', recoveredAt: at })
      .where(
        and(
          eq(alarmEvents.tenantId, tenantId),
          eq(alarmEvents.ruleId, ruleId),
          eq(alarmEvents.state, 'active'),
        ),
      )
      .returning({ id: alarmEvents.id });
    if (closed.length === 0) return [];
    const rows = await this.db
      .select({ event: alarmEvents, deviceName: devices.name, stationName: stations.name })
      .from(alarmEvents)
      .leftJoin(devices, eq(devices.id, alarmEvents.deviceId))
      .leftJoin(stations, eq(stations.id, alarmEvents.stationId))
      .where(
        inArray(
          alarmEvents.id,
          closed.map((r) => r.id),
        ),
      );
    return rows.map((r) => ({ ...r.event, deviceName: r.deviceName, stationName: r.stationName }));
  }

  /** Counts by level, handler status, state, station and UTC day. */
  async counts(scope: EventScope, filter: EventFilter) {
    const where = filtered(scope, filter);
    const group = async (key: SQL) =>
      (
        await this.db
          .select({ key: sql<string>`${key}`.as('key'), n: count() })
          .from(alarmEvents)
          .where(where)
          .groupBy(sql`1`)
          .orderBy(sql`1`)
      ).map((r) => ({ key: r.key, count: Number(r.n) }));
    const [totals] = await this.db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${alarmEvents.state} = 'active')`,
        unhandled: sql<number>`count(*) filter (where ${alarmEvents.handlerStatus} = 'unhandled')`,
      })
      .from(alarmEvents)
      .where(where);
    const byLevel = await group(sql`${alarmEvents.level}`);
    const byHandler = await group(sql`${alarmEvents.handlerStatus}`);
    const byState = await group(sql`${alarmEvents.state}`);
    const byStation = await group(sql`coalesce(${alarmEvents.stationId}::text, '')`);
    const byDay = await group(sql`to_char(${alarmEvents.raisedAt} at time zone 'UTC', 'YYYY-MM-DD')`);
    return {
      total: Number(totals?.total ?? 0),
      active: Number(totals?.active ?? 0),
      unhandled: Number(totals?.unhandled ?? 0),
      by_level: byLevel.map((r) => ({ key: Number(r.key), count: r.count })),
      by_status: [...byState, ...byHandler],
      by_station: byStation,
      by_day: byDay,
    };
  }

  // ------------------------------------------------------------ engine writes

  /**
   * Raises the alarm of a rule on a device, or counts a repeat on the active one (one active
   * event per rule and device). `created` tells whether the event is new.
   */
  async raise(input: RaiseInput): Promise<{ id: string; created: boolean }> {
    const [row] = await this.db
      .insert(alarmEvents)
      .values({ ...newEvent(input), parentEventId: input.parentEventId ?? null })
      .onConflictDoUpdate({
        target: [alarmEvents.ruleId, alarmEvents.deviceId],
        targetWhere: sql`state = 'active'`,
        set: {
          count: sql`${alarmEvents.count} + 1`,
          lastValue: sql`excluded.last_value`,
          lastAt: sql`greatest(${alarmEvents.lastAt}, excluded.last_at)`,
        },
      })
      .returning({ id: alarmEvents.id, count: alarmEvents.count });
    return { id: row!.id, created: row!.count === 1 };
  }

  /** Active → recovered; the event closed, if there was one. */
  async recover(
    ruleId: string,
    deviceId: string,
    value: unknown,
    at: Date,
  ): Promise<{ id: string; parentEventId: string | null; raisedAt: Date } | undefined> {
    const [row] = await this.db
      .update(alarmEvents)
      .set({ state: 'recovered', recoveredAt: at, lastValue: value })
      .where(
        and(
          eq(alarmEvents.ruleId, ruleId),
          eq(alarmEvents.deviceId, deviceId),
          eq(alarmEvents.state, 'active'),
        ),
      )
      .returning({
        id: alarmEvents.id,
        parentEventId: alarmEvents.parentEventId,
        raisedAt: alarmEvents.raisedAt,
      });
    return row;
  }

  async find(id: string): Promise<AlarmEventRow | undefined> {
    return firstRow(this.db, alarmEvents, eq(alarmEvents.id, id));
  }

  /** Links the event to the work order raised from it, unless it already has one. */
  async linkOrder(tenantId: string, id: string, order: { id: string; no: string }): Promise<boolean> {
    const where = and(
      eq(alarmEvents.tenantId, tenantId),
      eq(alarmEvents.id, id),
      sql`${alarmEvents.workOrderId} is null`,
    );
    return setWhere(this.db, alarmEvents, where, { workOrderId: order.id, workOrderNo: order.no });
  }

  /**
   * The root event of a rule on a gateway: raised once (created) or the active one found; never
   * counted up by the devices grouped under it.
   */
  async raiseRoot(input: RaiseInput): Promise<{ id: string; created: boolean }> {
    const [row] = await this.db
      .insert(alarmEvents)
      .values(newEvent(input))
      .onConflictDoNothing({
        target: [alarmEvents.ruleId, alarmEvents.deviceId],
        where: sql`state = 'active'`,
      })
      .returning({ id: alarmEvents.id });
    if (row) return { id: row.id, created: true };
    const [active] = await this.db
      .select({ id: alarmEvents.id })
      .from(alarmEvents)
      .where(
        and(
          eq(alarmEvents.ruleId, input.ruleId),
          eq(alarmEvents.deviceId, input.deviceId),
          eq(alarmEvents.state, 'active'),
        ),
      )
      .limit(1);
    return { id: active!.id, created: false };
  }

  /** Whether the device has an active alarm (its "alarm" status). */
  async hasActive(deviceId: string): Promise<boolean> {
    return hasRow(
      this.db,
      alarmEvents,
      and(eq(alarmEvents.deviceId, deviceId), eq(alarmEvents.state, 'active')),
    );
  }

  /**
   * The gateway is back: its active root events recover, and with them every event grouped
   * under them. Returns the roots and the grouped events closed.
   */
  async recoverRoots(
    deviceId: string,
    at: Date,
  ): Promise<{
    roots: Array<{ id: string; ruleId: string; raisedAt: Date }>;
    grouped: Array<{ ruleId: string; deviceId: string }>;
  }> {
    return this.db.transaction(async (tx) => {
      const roots = await tx
        .update(alarmEvents)
        .set({ state: 'recovered', recoveredAt: at })
        .where(
          and(
            eq(alarmEvents.deviceId, deviceId),
            eq(alarmEvents.state, 'active'),
            sql`exists (select 1 from alarm_events c where c.parent_event_id = ${alarmEvents.id})`,
          ),
        )
        .returning({ id: alarmEvents.id, ruleId: alarmEvents.ruleId, raisedAt: alarmEvents.raisedAt });
      // Also under a root its own rule recovered just before (the gateway sent again).
      const grouped = await tx
        .update(alarmEvents)
        .set({ state: 'recovered', recoveredAt: at })
        .where(
          and(
            eq(alarmEvents.state, 'active'),
            sql`${alarmEvents.parentEventId} in (select p.id from alarm_events p where p.device_id = ${deviceId})`,
          ),
        )
        .returning({ ruleId: alarmEvents.ruleId, deviceId: alarmEvents.deviceId });
      return { roots, grouped };
    });
  }
}

/** The columns of a newly raised event (its first and last sample are the same). */
function newEvent(input: RaiseInput) {
  return {
    tenantId: input.tenantId,
    ruleId: input.ruleId,
    ruleName: input.ruleName,
    deviceId: input.deviceId,
    stationId: input.stationId,
    level: input.level,
    value: input.value,
    lastValue: input.value,
    message: input.message,
    i18n: input.i18n ?? {},
    raisedAt: input.at,
    lastAt: input.at,
  };
}
