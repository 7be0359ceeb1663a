import type { DeviceStatus } from '@ies/contracts';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { type AlarmRuleRow, alarmRules, alarmStates, devices, stations, users } from '../../db/schema';
import type { RuleDeviceState } from './alarm-evaluator';

/** What the engine needs to know of a device. */
export interface EngineDevice {
  id: string;
  tenantId: string;
  name: string;
  typeId: string;
  stationId: string | null;
  /** The gateway this device is connected through (root-cause grouping). */
  gatewayId: string | null;
  stationName: string | null;
  tzOffsetMinutes: number;
  lastSeenAt: Date | null;
  status: DeviceStatus;
}

const deviceColumns = {
  id: devices.id,
  tenantId: devices.tenantId,
  name: devices.name,
  typeId: devices.typeId,
  stationId: devices.stationId,
  gatewayId: devices.gatewayId,
  stationName: stations.name,
  tzOffsetMinutes: devices.tzOffsetMinutes,
  lastSeenAt: devices.lastSeenAt,
  status: devices.status,
};

/** Reads rules and devices, and keeps the engine's per rule and device state. */
export class AlarmEngineRepository {
  constructor(private readonly db: Db) {}

  async enabledRules(tenantId?: string): Promise<AlarmRuleRow[]> {
    return selectRows(
      this.db,
      alarmRules,
      and(eq(alarmRules.status, 'enabled'), tenantId ? eq(alarmRules.tenantId, tenantId) : undefined),
    );
  }

  async device(id: string): Promise<EngineDevice | undefined> {
    const [row] = await this.db
      .select(deviceColumns)
      .from(devices)
      .leftJoin(stations, eq(stations.id, devices.stationId))
      .where(eq(devices.id, id))
      .limit(1);
    return row;
  }

  /** Several devices at once, by id (the engine's batched look-ups). */
  async devicesByIds(ids: string[]): Promise<Map<string, EngineDevice>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select(deviceColumns)
      .from(devices)
      .leftJoin(stations, eq(stations.id, devices.stationId))
      .where(inArray(devices.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** Devices a rule's filter selects that have been seen at least once (offline checks). */
  async devicesOf(rule: AlarmRuleRow): Promise<EngineDevice[]> {
    const filter = rule.triggerFilter;
    let which: SQL | undefined;
    if (filter.type === 'devices') which = inArray(devices.id, filter.ids);
    else if (filter.type === 'station') which = inArray(devices.stationId, filter.ids);
    else if (filter.type === 'device_type') which = inArray(devices.typeId, filter.ids);
    return this.db
      .select(deviceColumns)
      .from(devices)
      .leftJoin(stations, eq(stations.id, devices.stationId))
      .where(and(eq(devices.tenantId, rule.tenantId), isNotNull(devices.lastSeenAt), which));
  }

  async statesOf(deviceId: string): Promise<Array<{ ruleId: string; state: RuleDeviceState }>> {
    const rows = await this.db.select().from(alarmStates).where(eq(alarmStates.deviceId, deviceId));
    return rows.map((r) => ({ ruleId: r.ruleId, state: r.state as unknown as RuleDeviceState }));
  }

  /** The persisted states of several devices at once (every device in `ids` gets a list). */
  async statesOfDevices(
    ids: string[],
  ): Promise<Map<string, Array<{ ruleId: string; state: RuleDeviceState }>>> {
    const found = new Map(ids.map((id) => [id, [] as Array<{ ruleId: string; state: RuleDeviceState }>]));
    if (ids.length === 0) return found;
    const rows = await this.db.select().from(alarmStates).where(inArray(alarmStates.deviceId, ids));
    for (const r of rows)
      found.get(r.deviceId)?.push({ ruleId: r.ruleId, state: r.state as unknown as RuleDeviceState });
    return found;
  }

  async saveStates(rows: Array<{ ruleId: string; deviceId: string; state: RuleDeviceState }>, at: Date) {
    if (rows.length === 0) return;
    await this.db
      .insert(alarmStates)
      .values(
        rows.map((r) => ({
          ruleId: r.ruleId,
          deviceId: r.deviceId,
          state: r.state as unknown as Record<string, unknown>,
          updatedAt: at,
        })),
      )
      .onConflictDoUpdate({
        target: [alarmStates.ruleId, alarmStates.deviceId],
        set: { state: sql`excluded.state`, updatedAt: sql`excluded.updated_at` },
      });
  }

  async dropStates(ruleId: string): Promise<void> {
    await this.db.delete(alarmStates).where(eq(alarmStates.ruleId, ruleId));
  }

  async tenantUsers(tenantId: string) {
    return this.db
      .select({
        id: users.id,
        isManager: users.isManager,
        userType: users.userType,
        email: users.email,
        mobile: users.mobile,
      })
      .from(users)
      .where(eq(users.tenantId, tenantId));
  }
}
