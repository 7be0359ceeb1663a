import type { DeviceTypeDefinition } from '@ies/contracts';
import { and, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { countRows, deleteWhere, hasRow, ownedRow, selectRows, setWhere } from '../../db/rows';
import { type DeviceTypeRow, deviceTypes } from '../../db/schema';
import { containsPattern } from '../../db/like';

export type DeviceTypeWithCount = DeviceTypeRow & { deviceCount: number };

/** Columns of a type from its thing-model definition. */
function columnsOf(definition: DeviceTypeDefinition) {
  return {
    name: definition.name,
    nickname: definition.nickname,
    remark: definition.remark,
    templateType: definition.template_type,
    timeoutSeconds: definition.timeout_seconds,
    offlineCommand: definition.offline_command,
    joinIntervalSeconds: definition.join_interval_seconds,
    confirmIntervalSeconds: definition.confirm_interval_seconds,
    differentialUpgrade: definition.differential_upgrade,
    topics: definition.topics,
    points: definition.points,
    operations: definition.operations,
    events: definition.events,
    initParams: definition.init_params,
    statusTemplates: definition.status_templates,
    logAttributes: definition.log_attributes,
  };
}

/** Types a tenant sees: the standard ones and its own custom ones. */
function visibleTo(tenantId: string): SQL {
  return or(isNull(deviceTypes.tenantId), eq(deviceTypes.tenantId, tenantId))!;
}

/** Devices of a type within one tenant (standard types are shared, their devices are not). */
function deviceCountOf(tenantId: string) {
  // Written out: inside a selected field drizzle leaves column names unqualified.
  return sql<number>`(select count(*)::int from devices d where d.type_id = "device_types"."id" and d.tenant_id = ${tenantId})`;
}

export class DeviceTypesRepository {
  constructor(private readonly db: Db) {}

  async list(input: {
    tenantId: string;
    kind?: 'standard' | 'custom';
    search?: string;
    offset: number;
    limit: number;
  }): Promise<{ rows: DeviceTypeWithCount[]; total: number }> {
    const conditions: SQL[] = [visibleTo(input.tenantId)];
    if (input.kind === 'standard') conditions.push(isNull(deviceTypes.tenantId));
    if (input.kind === 'custom') conditions.push(eq(deviceTypes.tenantId, input.tenantId));
    if (input.search) {
      const pattern = containsPattern(input.search);
      conditions.push(or(ilike(deviceTypes.name, pattern), ilike(deviceTypes.nickname, pattern))!);
    }
    const where = and(...conditions);
    const rows = await this.db
      .select({ type: deviceTypes, deviceCount: deviceCountOf(input.tenantId) })
      .from(deviceTypes)
      .where(where)
      // Standard types first, then the newest custom ones.
      .orderBy(sql`${deviceTypes.tenantId} is not null`, desc(deviceTypes.updatedAt), deviceTypes.name)
      .offset(input.offset)
      .limit(input.limit);
    const total = await countRows(this.db, deviceTypes, where);
    return { rows: rows.map((r) => ({ ...r.type, deviceCount: r.deviceCount })), total };
  }

  /** A type the tenant can see, with its device count; undefined for a foreign or unknown id. */
  async findVisible(tenantId: string, id: string): Promise<DeviceTypeWithCount | undefined> {
    const [row] = await this.db
      .select({ type: deviceTypes, deviceCount: deviceCountOf(tenantId) })
      .from(deviceTypes)
      .where(and(eq(deviceTypes.id, id), visibleTo(tenantId)))
      .limit(1);
    return row && { ...row.type, deviceCount: row.deviceCount };
  }

  /** Types the tenant can see by name (case-insensitive), keyed by the lower-case name. */
  async findVisibleByNames(tenantId: string, names: readonly string[]): Promise<Map<string, DeviceTypeRow>> {
    if (names.length === 0) return new Map();
    const lower = [...new Set(names.map((n) => n.toLowerCase()))];
    const rows = await this.db
      .select()
      .from(deviceTypes)
      .where(and(visibleTo(tenantId), inArray(sql`lower(${deviceTypes.name})`, lower)));
    return new Map(rows.map((row) => [row.name.toLowerCase(), row]));
  }

  /** Whether the name is taken by a standard type or another of the tenant's types. */
  async nameTaken(tenantId: string, name: string, exceptId?: string): Promise<boolean> {
    const conditions = [visibleTo(tenantId), sql`lower(${deviceTypes.name}) = ${name.toLowerCase()}`];
    if (exceptId) conditions.push(sql`${deviceTypes.id} <> ${exceptId}`);
    return hasRow(this.db, deviceTypes, and(...conditions));
  }

  async countCustom(tenantId: string): Promise<number> {
    return countRows(this.db, deviceTypes, eq(deviceTypes.tenantId, tenantId));
  }

  async insert(tenantId: string, definition: DeviceTypeDefinition): Promise<DeviceTypeRow> {
    const [row] = await this.db
      .insert(deviceTypes)
      .values({ tenantId, ...columnsOf(definition) })
      .returning();
    return row!;
  }

  async update(tenantId: string, id: string, definition: DeviceTypeDefinition, at: Date): Promise<boolean> {
    const changes = { ...columnsOf(definition), updatedAt: at };
    return setWhere(this.db, deviceTypes, ownedRow(deviceTypes, tenantId, id), changes);
  }

  /** Deletes a custom type that no device uses; false when devices appeared meanwhile or it is gone. */
  async deleteUnused(tenantId: string, id: string): Promise<boolean> {
    const unused = and(
      eq(deviceTypes.id, id),
      eq(deviceTypes.tenantId, tenantId),
      sql`not exists (select 1 from devices d where d.type_id = "device_types"."id")`,
    );
    return deleteWhere(this.db, deviceTypes, unused);
  }

  /** Inserts or refreshes a standard type (tenant null) by name. */
  async upsertStandard(definition: DeviceTypeDefinition): Promise<void> {
    const columns = columnsOf(definition);
    await this.db
      .insert(deviceTypes)
      .values({ tenantId: null, ...columns })
      .onConflictDoUpdate({
        target: [deviceTypes.tenantId, deviceTypes.name],
        set: { ...columns, updatedAt: sql`now()` },
      });
  }

  async standardTypes(): Promise<DeviceTypeRow[]> {
    return selectRows(this.db, deviceTypes, isNull(deviceTypes.tenantId), [deviceTypes.name]);
  }
}
