import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deleteOwned, firstRow, insertRow, selectPage } from '../../db/rows';
import {
  type AlarmRuleRow,
  alarmRuleShares,
  alarmRules,
  devices,
  deviceTypes,
  stations,
  users,
} from '../../db/schema';
import { containsPattern } from '../../db/like';

export type NewAlarmRule = typeof alarmRules.$inferInsert;

/** Whose rules a caller sees: all of the tenant (managers) or their own, shared and public ones. */
export interface RuleVisibility {
  tenantId: string;
  userId?: string;
}

function visible(v: RuleVisibility): SQL {
  const tenant = eq(alarmRules.tenantId, v.tenantId);
  if (!v.userId) return tenant;
  return and(
    tenant,
    or(
      eq(alarmRules.createdBy, v.userId),
      eq(alarmRules.toPublic, true),
      sql`exists (select 1 from ${alarmRuleShares} s where s.rule_id = ${alarmRules.id} and s.user_id = ${v.userId})`,
    ),
  )!;
}

export class AlarmRulesRepository {
  constructor(private readonly db: Db) {}

  async insert(row: NewAlarmRule): Promise<AlarmRuleRow> {
    return insertRow(this.db, alarmRules, row);
  }

  async update(
    tenantId: string,
    id: string,
    patch: Partial<NewAlarmRule>,
  ): Promise<AlarmRuleRow | undefined> {
    const [row] = await this.db
      .update(alarmRules)
      .set(patch)
      .where(and(eq(alarmRules.tenantId, tenantId), eq(alarmRules.id, id)))
      .returning();
    return row;
  }

  async find(v: RuleVisibility, id: string): Promise<AlarmRuleRow | undefined> {
    return firstRow(this.db, alarmRules, and(visible(v), eq(alarmRules.id, id)));
  }

  async nameTaken(tenantId: string, name: string, exceptId?: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: alarmRules.id })
      .from(alarmRules)
      .where(and(eq(alarmRules.tenantId, tenantId), eq(alarmRules.name, name)))
      .limit(1);
    return !!row && row.id !== exceptId;
  }

  async list(
    v: RuleVisibility,
    filter: { name?: string; status?: string; level?: number },
    page: { offset: number; limit: number },
  ): Promise<{ rows: AlarmRuleRow[]; total: number }> {
    const where = and(
      visible(v),
      filter.name ? ilike(alarmRules.name, containsPattern(filter.name)) : undefined,
      filter.status ? eq(alarmRules.status, filter.status as AlarmRuleRow['status']) : undefined,
      filter.level !== undefined ? eq(alarmRules.level, filter.level) : undefined,
    );
    return selectPage(this.db, alarmRules, where, [desc(alarmRules.createdAt), asc(alarmRules.name)], page);
  }

  async delete(tenantId: string, id: string): Promise<void> {
    await deleteOwned(this.db, alarmRules, tenantId, id);
  }

  async sharesOf(ruleIds: string[]): Promise<Map<string, string[]>> {
    const map = new Map<string, string[]>();
    if (ruleIds.length === 0) return map;
    const rows = await this.db.select().from(alarmRuleShares).where(inArray(alarmRuleShares.ruleId, ruleIds));
    for (const row of rows) map.set(row.ruleId, [...(map.get(row.ruleId) ?? []), row.userId]);
    return map;
  }

  async setShares(ruleId: string, userIds: string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(alarmRuleShares).where(eq(alarmRuleShares.ruleId, ruleId));
      if (userIds.length > 0)
        await tx.insert(alarmRuleShares).values(userIds.map((userId) => ({ ruleId, userId })));
    });
  }

  /** Which of `ids` are users of the tenant other than `exceptUserId`. */
  async tenantUsers(tenantId: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
    return rows.map((r) => r.id);
  }

  /** Which of `ids` name a station, device or device type the tenant has. */
  async existingTargets(tenantId: string, type: 'station' | 'devices' | 'device_type', ids: string[]) {
    if (ids.length === 0) return [];
    if (type === 'station') {
      const rows = await this.db
        .select({ id: stations.id })
        .from(stations)
        .where(and(eq(stations.tenantId, tenantId), inArray(stations.id, ids.filter(isUuid))));
      return rows.map((r) => r.id);
    }
    if (type === 'devices') {
      const rows = await this.db
        .select({ id: devices.id })
        .from(devices)
        .where(and(eq(devices.tenantId, tenantId), inArray(devices.id, ids)));
      return rows.map((r) => r.id);
    }
    const rows = await this.db
      .select({ id: deviceTypes.id })
      .from(deviceTypes)
      .where(
        and(
          or(eq(deviceTypes.tenantId, tenantId), sql`${deviceTypes.tenantId} is null`),
          inArray(deviceTypes.id, ids.filter(isUuid)),
        ),
      );
    return rows.map((r) => r.id);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
