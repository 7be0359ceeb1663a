import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FirmwareTaskPhase, FirmwareTaskState } from '@ies/contracts';
import type { Db } from '../../db/database';
import {
  devices,
  deviceTypes,
  firmwarePackages,
  firmwareTaskDevices,
  firmwareTaskEvents,
  firmwareTasks,
  stationDevices,
  systemSettings,
  users,
  type FirmwareTaskRow,
  type StoredReason,
} from '../../db/schema';
import { type DeviceScope, deviceScopeCondition } from '../devices/device-scope';

export type NewPackage = typeof firmwarePackages.$inferInsert;
export type NewTask = typeof firmwareTasks.$inferInsert;
export type NewTaskDevice = typeof firmwareTaskDevices.$inferInsert;
const IN_FLIGHT: FirmwareTaskState[] = ['pushed', 'upgrading'];

const packageColumns = {
  id: firmwarePackages.id,
  tenantId: firmwarePackages.tenantId,
  typeId: firmwarePackages.typeId,
  typeName: deviceTypes.name,
  differential: deviceTypes.differentialUpgrade,
  version: firmwarePackages.version,
  description: firmwarePackages.description,
  fileName: firmwarePackages.fileName,
  size: firmwarePackages.size,
  sha256: firmwarePackages.sha256,
  createdAt: firmwarePackages.createdAt,
};
export type PackageMeta = {
  id: string;
  tenantId: string;
  typeId: string;
  typeName: string;
  differential: boolean;
  version: string;
  description: string;
  fileName: string;
  size: number;
  sha256: string;
  createdAt: Date;
};

export interface TargetDevice {
  id: string;
  name: string;
  typeId: string;
  firmwareVersion: string;
}

/** The only SQL of firmware upgrades (reads devices, device types and stations' bindings). */
export class FirmwareRepository {
  constructor(private readonly db: Db) {}

  // ---- packages ----

  async insertPackage(row: NewPackage): Promise<{ id: string } | undefined> {
    const [inserted] = await this.db
      .insert(firmwarePackages)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: firmwarePackages.id });
    return inserted;
  }

  listPackages(tenantId: string, typeId?: string): Promise<PackageMeta[]> {
    return this.db
      .select(packageColumns)
      .from(firmwarePackages)
      .innerJoin(deviceTypes, eq(deviceTypes.id, firmwarePackages.typeId))
      .where(
        and(
          eq(firmwarePackages.tenantId, tenantId),
          typeId ? eq(firmwarePackages.typeId, typeId) : undefined,
        ),
      )
      .orderBy(desc(firmwarePackages.createdAt), desc(firmwarePackages.id));
  }

  async findPackage(tenantId: string | null, id: string): Promise<PackageMeta | undefined> {
    const [row] = await this.db
      .select(packageColumns)
      .from(firmwarePackages)
      .innerJoin(deviceTypes, eq(deviceTypes.id, firmwarePackages.typeId))
      .where(
        and(eq(firmwarePackages.id, id), tenantId ? eq(firmwarePackages.tenantId, tenantId) : undefined),
      );
    return row;
  }

  async packageContent(id: string): Promise<Uint8Array | undefined> {
    const [row] = await this.db
      .select({ content: firmwarePackages.content })
      .from(firmwarePackages)
      .where(eq(firmwarePackages.id, id));
    return row?.content;
  }

  /** Test hook only: replaces the stored bytes without changing the recorded checksum. */
  async overwriteContent(id: string, content: Uint8Array): Promise<void> {
    await this.db.update(firmwarePackages).set({ content }).where(eq(firmwarePackages.id, id));
  }

  async deletePackage(tenantId: string, id: string): Promise<void> {
    await this.db
      .delete(firmwarePackages)
      .where(and(eq(firmwarePackages.tenantId, tenantId), eq(firmwarePackages.id, id)));
  }

  async packageUsed(id: string): Promise<{ active: boolean; any: boolean }> {
    const rows = await this.db
      .select({ phase: firmwareTasks.phase })
      .from(firmwareTasks)
      .where(eq(firmwareTasks.firmwareId, id));
    return {
      any: rows.length > 0,
      active: rows.some((r) => r.phase !== 'finished' && r.phase !== 'cancelled'),
    };
  }

  /** A device type the tenant sees (its own or a standard one). */
  async visibleType(tenantId: string, typeId: string) {
    const [row] = await this.db
      .select({ id: deviceTypes.id, name: deviceTypes.name, differential: deviceTypes.differentialUpgrade })
      .from(deviceTypes)
      .where(
        and(eq(deviceTypes.id, typeId), or(eq(deviceTypes.tenantId, tenantId), isNull(deviceTypes.tenantId))),
      );
    return row;
  }

  // ---- targets ----

  private targetColumns = {
    id: devices.id,
    name: devices.name,
    typeId: devices.typeId,
    firmwareVersion: devices.firmwareVersion,
  };

  devicesOfType(scope: DeviceScope, typeId: string): Promise<TargetDevice[]> {
    return this.db
      .select(this.targetColumns)
      .from(devices)
      .where(and(deviceScopeCondition(scope), eq(devices.typeId, typeId)))
      .orderBy(asc(devices.id));
  }

  devicesByIds(scope: DeviceScope, ids: string[]): Promise<TargetDevice[]> {
    return this.db
      .select(this.targetColumns)
      .from(devices)
      .where(and(deviceScopeCondition(scope), inArray(devices.id, ids)))
      .orderBy(asc(devices.id));
  }

  devicesOfStations(scope: DeviceScope, stationIds: string[], typeId: string): Promise<TargetDevice[]> {
    return this.db
      .select(this.targetColumns)
      .from(devices)
      .innerJoin(stationDevices, eq(stationDevices.deviceId, devices.id))
      .where(
        and(
          deviceScopeCondition(scope),
          inArray(stationDevices.stationId, stationIds),
          eq(devices.typeId, typeId),
        ),
      )
      .orderBy(asc(devices.id));
  }

  // ---- tasks ----

  async insertTask(task: NewTask, rows: Omit<NewTaskDevice, 'taskId'>[], at: Date): Promise<FirmwareTaskRow> {
    return this.db.transaction(async (tx) => {
      const [inserted] = await tx.insert(firmwareTasks).values(task).returning();
      for (let i = 0; i < rows.length; i += 1000) {
        await tx
          .insert(firmwareTaskDevices)
          .values(rows.slice(i, i + 1000).map((r) => ({ ...r, taskId: inserted!.id })));
      }
      await tx
        .insert(firmwareTaskEvents)
        .values({ taskId: inserted!.id, at, action: 'created', actor: task.createdBy ?? null, reason: null });
      return inserted!;
    });
  }

  async listTasks(tenantId: string) {
    const counts = this.db
      .select({
        taskId: firmwareTaskDevices.taskId,
        total: sql<number>`count(*)::int`.as('total'),
        succeeded: sql<number>`count(*) filter (where ${firmwareTaskDevices.state} = 'success')::int`.as(
          'succeeded',
        ),
        failed: sql<number>`count(*) filter (where ${firmwareTaskDevices.state} = 'fail')::int`.as('failed'),
      })
      .from(firmwareTaskDevices)
      .groupBy(firmwareTaskDevices.taskId)
      .as('counts');
    return this.db
      .select({
        task: firmwareTasks,
        version: firmwarePackages.version,
        typeName: deviceTypes.name,
        differential: deviceTypes.differentialUpgrade,
        createdByName: users.username,
        total: counts.total,
        succeeded: counts.succeeded,
        failed: counts.failed,
      })
      .from(firmwareTasks)
      .innerJoin(firmwarePackages, eq(firmwarePackages.id, firmwareTasks.firmwareId))
      .innerJoin(deviceTypes, eq(deviceTypes.id, firmwarePackages.typeId))
      .leftJoin(users, eq(users.id, firmwareTasks.createdBy))
      .leftJoin(counts, eq(counts.taskId, firmwareTasks.id))
      .where(eq(firmwareTasks.tenantId, tenantId))
      .orderBy(desc(firmwareTasks.createdAt), desc(firmwareTasks.id))
      .limit(500);
  }

  async findTask(tenantId: string | null, id: string): Promise<FirmwareTaskRow | undefined> {
    const [row] = await this.db
      .select()
      .from(firmwareTasks)
      .where(and(eq(firmwareTasks.id, id), tenantId ? eq(firmwareTasks.tenantId, tenantId) : undefined));
    return row;
  }

  taskDevices(taskId: string) {
    return this.db
      .select({ row: firmwareTaskDevices, name: devices.name })
      .from(firmwareTaskDevices)
      .leftJoin(devices, eq(devices.id, firmwareTaskDevices.deviceId))
      .where(eq(firmwareTaskDevices.taskId, taskId))
      .orderBy(asc(firmwareTaskDevices.groupNo), asc(firmwareTaskDevices.deviceId));
  }

  taskEvents(taskId: string) {
    return this.db
      .select({
        at: firmwareTaskEvents.at,
        action: firmwareTaskEvents.action,
        reason: firmwareTaskEvents.reason,
        actorName: users.username,
      })
      .from(firmwareTaskEvents)
      .leftJoin(users, eq(users.id, firmwareTaskEvents.actor))
      .where(eq(firmwareTaskEvents.taskId, taskId))
      .orderBy(asc(firmwareTaskEvents.at), asc(firmwareTaskEvents.id));
  }

  async userName(id: string | null): Promise<string> {
    if (!id) return '';
    const [row] = await this.db.select({ name: users.username }).from(users).where(eq(users.id, id));
    return row?.name ?? '';
  }

  /**
   * Moves a task from one of `from` to a new phase (and more), once: a second process or a repeated
   * call finds the phase changed and answers undefined. Writes the event in the same transaction.
   */
  async movePhase(
    id: string,
    from: FirmwareTaskPhase[],
    patch: Partial<
      Pick<
        FirmwareTaskRow,
        'phase' | 'reason' | 'currentGroup' | 'approvedThrough' | 'firmwareId' | 'finishedAt'
      >
    >,
    event: { at: Date; action: string; actor: string | null; reason: StoredReason },
    whereGroup?: number,
  ): Promise<FirmwareTaskRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(firmwareTasks)
        .set({ ...patch, updatedAt: event.at })
        .where(
          and(
            eq(firmwareTasks.id, id),
            inArray(firmwareTasks.phase, from),
            whereGroup === undefined ? undefined : eq(firmwareTasks.currentGroup, whereGroup),
          ),
        )
        .returning();
      if (row) await tx.insert(firmwareTaskEvents).values({ taskId: id, ...event });
      return row;
    });
  }

  /** Ends every unfinished device of a task (cancel). */
  async failUnfinished(taskId: string, reason: StoredReason, at: Date): Promise<void> {
    await this.db
      .update(firmwareTaskDevices)
      .set({ state: 'fail', reason, requestId: null, timeoutAt: null, updatedAt: at })
      .where(
        and(
          eq(firmwareTaskDevices.taskId, taskId),
          inArray(firmwareTaskDevices.state, ['to_push', ...IN_FLIGHT]),
        ),
      );
  }

  /** Failed devices of groups up to `maxGroup` wait for a new offer again, their attempts reset (resume). */
  async requeueFailed(taskId: string, maxGroup: number, at: Date): Promise<void> {
    await this.db
      .update(firmwareTaskDevices)
      .set({ state: 'to_push', attempts: 0, progress: 0, requestId: null, timeoutAt: null, updatedAt: at })
      .where(
        and(
          eq(firmwareTaskDevices.taskId, taskId),
          eq(firmwareTaskDevices.state, 'fail'),
          lte(firmwareTaskDevices.groupNo, maxGroup),
        ),
      );
  }

  /** The key that signs download links, made by the first process that asks (like uploads'). */
  async signingKey(candidate: string): Promise<string> {
    await this.db
      .insert(systemSettings)
      .values({ key: SIGNING_KEY, value: { key: candidate }, updatedAt: new Date() })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(systemSettings).where(eq(systemSettings.key, SIGNING_KEY));
    return (row!.value as { key: string }).key;
  }
}

const SIGNING_KEY = 'firmware.signing-key';
