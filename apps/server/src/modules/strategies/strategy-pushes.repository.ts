import type { StrategyApplyState } from '@ies/contracts';
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { insertRow, selectRows } from '../../db/rows';
import {
  devices,
  deviceTypes,
  type StationStrategyChangeRow,
  type StationStrategyPushRow,
  stationDevices,
  stationStrategies,
  stationStrategyChanges,
  stationStrategyPushes,
  stations,
} from '../../db/schema';

/** The device types that run a strategy: the standard EMS and PCS (docs/device-protocol.md §5a). */
export const STRATEGY_DEVICE_TYPES = ['EMS_GATEWAY', 'ES_PCS'] as const;

export interface PushTarget {
  deviceId: string;
  status: string;
  timeoutSeconds: number;
}

export type NewChange = Omit<StationStrategyChangeRow, 'id'>;

/**
 * The strategy push's own tables (changes and pushes); devices, types, station bindings and
 * stations are only read here, to find where a strategy goes and what to show beside it.
 */
export class StrategyPushesRepository {
  constructor(private readonly db: Db) {}

  async insertChange(row: NewChange): Promise<StationStrategyChangeRow> {
    return insertRow(this.db, stationStrategyChanges, row);
  }

  async insertPush(row: typeof stationStrategyPushes.$inferInsert): Promise<void> {
    await this.db.insert(stationStrategyPushes).values(row);
  }

  /** Finishes a push once: only a pending one changes, so a repeated ack or a late timeout does nothing. */
  async finishPush(
    where: { requestId: string; deviceId?: string },
    state: StrategyApplyState,
    fields: { reason: string | null; replyCode?: number | null; finishedAt: Date },
  ): Promise<StationStrategyPushRow | undefined> {
    const [row] = await this.db
      .update(stationStrategyPushes)
      .set({ state, ...fields })
      .where(
        and(
          eq(stationStrategyPushes.requestId, where.requestId),
          where.deviceId === undefined ? undefined : eq(stationStrategyPushes.deviceId, where.deviceId),
          eq(stationStrategyPushes.state, 'pending'),
        ),
      )
      .returning();
    return row;
  }

  async pushesOf(changeId: string): Promise<StationStrategyPushRow[]> {
    return selectRows(this.db, stationStrategyPushes, eq(stationStrategyPushes.changeId, changeId));
  }

  /** Ends a pending change once. */
  async settleChange(
    id: string,
    fields: { state: StrategyApplyState; reason: string | null; appliedAt: Date | null },
  ): Promise<void> {
    await this.db
      .update(stationStrategyChanges)
      .set(fields)
      .where(and(eq(stationStrategyChanges.id, id), eq(stationStrategyChanges.state, 'pending')));
  }

  /** Pending pushes whose acknowledgement is overdue. */
  async overdue(now: Date, limit = 500): Promise<StationStrategyPushRow[]> {
    return this.db
      .select()
      .from(stationStrategyPushes)
      .where(and(eq(stationStrategyPushes.state, 'pending'), lte(stationStrategyPushes.timeoutAt, now)))
      .orderBy(asc(stationStrategyPushes.timeoutAt))
      .limit(limit);
  }

  /** The newest change of each station. */
  async latest(stationIds: readonly string[]): Promise<Map<string, StationStrategyChangeRow>> {
    if (stationIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([stationStrategyChanges.stationId])
      .from(stationStrategyChanges)
      .where(inArray(stationStrategyChanges.stationId, [...stationIds]))
      .orderBy(
        stationStrategyChanges.stationId,
        desc(stationStrategyChanges.changedAt),
        desc(stationStrategyChanges.id),
      );
    return new Map(rows.map((r) => [r.stationId, r]));
  }

  async history(stationId: string, limit: number): Promise<StationStrategyChangeRow[]> {
    return this.db
      .select()
      .from(stationStrategyChanges)
      .where(eq(stationStrategyChanges.stationId, stationId))
      .orderBy(desc(stationStrategyChanges.changedAt), desc(stationStrategyChanges.id))
      .limit(limit);
  }

  /** The station's EMS and PCS devices, with their status and their type's reply timeout. */
  async targets(stationId: string): Promise<PushTarget[]> {
    return this.db
      .select({ deviceId: devices.id, status: devices.status, timeoutSeconds: deviceTypes.timeoutSeconds })
      .from(stationDevices)
      .innerJoin(devices, eq(devices.id, stationDevices.deviceId))
      .innerJoin(deviceTypes, eq(deviceTypes.id, devices.typeId))
      .where(
        and(eq(stationDevices.stationId, stationId), inArray(deviceTypes.name, [...STRATEGY_DEVICE_TYPES])),
      )
      .orderBy(asc(devices.id));
  }

  /** Stations with a strategy whose EMS or PCS this device is. */
  async assignedStationsOfDevice(
    deviceId: string,
  ): Promise<Array<{ stationId: string; tenantId: string; strategyId: string }>> {
    return this.db
      .select({
        stationId: stationStrategies.stationId,
        tenantId: stationStrategies.tenantId,
        strategyId: stationStrategies.strategyId,
      })
      .from(stationDevices)
      .innerJoin(stationStrategies, eq(stationStrategies.stationId, stationDevices.stationId))
      .innerJoin(devices, eq(devices.id, stationDevices.deviceId))
      .innerJoin(deviceTypes, eq(deviceTypes.id, devices.typeId))
      .where(
        and(eq(stationDevices.deviceId, deviceId), inArray(deviceTypes.name, [...STRATEGY_DEVICE_TYPES])),
      );
  }

  /** The stations of the tenant that run a strategy, with their names. */
  async stationsOf(
    tenantId: string,
    strategyId: string,
  ): Promise<Array<{ stationId: string; name: string; assignedAt: Date }>> {
    return this.db
      .select({ stationId: stations.id, name: stations.name, assignedAt: stationStrategies.assignedAt })
      .from(stationStrategies)
      .innerJoin(stations, eq(stations.id, stationStrategies.stationId))
      .where(and(eq(stationStrategies.tenantId, tenantId), eq(stationStrategies.strategyId, strategyId)))
      .orderBy(asc(stations.name));
  }
}
