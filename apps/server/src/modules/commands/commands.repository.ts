import type { CommandState } from '@ies/contracts';
import { and, asc, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pageWindow } from '../../db/paging';
import { firstRow, selectPage, selectRows } from '../../db/rows';
import {
  type DeviceCommandRow,
  deviceCommandEvents,
  deviceCommands,
  devices,
  deviceTypes,
} from '../../db/schema';
import { type DeviceScope, deviceScopeCondition } from '../devices/device-scope';

export type NewCommand = typeof deviceCommands.$inferInsert;

/** What sending a command needs to know of its device and type. */
export interface CommandTarget {
  id: string;
  tenantId: string;
  status: string;
  controlMode: string;
  operations: (typeof deviceTypes.$inferSelect)['operations'];
  timeoutSeconds: number;
  offlineCommand: boolean;
}

export interface CommandEventRow {
  commandId: string;
  tenantId: string;
  deviceId: string;
  state: CommandState;
  actor: string;
  detail?: unknown;
  at: Date;
}

const targetColumns = {
  id: devices.id,
  tenantId: devices.tenantId,
  status: devices.status,
  controlMode: devices.controlMode,
  operations: deviceTypes.operations,
  timeoutSeconds: deviceTypes.timeoutSeconds,
  offlineCommand: deviceTypes.offlineCommand,
};

export class CommandsRepository {
  constructor(private readonly db: Db) {}

  /** The device within the caller's scope, with what its type says about commands. */
  async findTarget(scope: DeviceScope, deviceId: string): Promise<CommandTarget | undefined> {
    const [row] = await this.db
      .select(targetColumns)
      .from(devices)
      .innerJoin(deviceTypes, eq(deviceTypes.id, devices.typeId))
      .where(and(deviceScopeCondition(scope), eq(devices.id, deviceId)))
      .limit(1);
    return row;
  }

  async targetOf(deviceId: string): Promise<CommandTarget | undefined> {
    const [row] = await this.db
      .select(targetColumns)
      .from(devices)
      .innerJoin(deviceTypes, eq(deviceTypes.id, devices.typeId))
      .where(eq(devices.id, deviceId))
      .limit(1);
    return row;
  }

  async findByIds(deviceId: string, ids: string[]): Promise<DeviceCommandRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select()
      .from(deviceCommands)
      .where(and(eq(deviceCommands.deviceId, deviceId), inArray(deviceCommands.id, ids)));
    return rows.sort((a, b) => a.position - b.position);
  }

  async insert(rows: NewCommand[], events: CommandEventRow[]): Promise<DeviceCommandRow[]> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx.insert(deviceCommands).values(rows).returning();
      if (events.length > 0) await tx.insert(deviceCommandEvents).values(events);
      return inserted.sort((a, b) => a.position - b.position);
    });
  }

  async list(
    deviceId: string,
    page: number,
    size: number,
  ): Promise<{ rows: DeviceCommandRow[]; total: number }> {
    const order = [desc(deviceCommands.createdAt), desc(deviceCommands.position)];
    const window = pageWindow({ current_page: page, page_size: size });
    return selectPage(this.db, deviceCommands, eq(deviceCommands.deviceId, deviceId), order, window);
  }

  async find(deviceId: string, id: string): Promise<DeviceCommandRow | undefined> {
    const where = and(eq(deviceCommands.deviceId, deviceId), eq(deviceCommands.id, id));
    return firstRow(this.db, deviceCommands, where);
  }

  async events(commandId: string) {
    return selectRows(this.db, deviceCommandEvents, eq(deviceCommandEvents.commandId, commandId), [
      asc(deviceCommandEvents.id),
    ]);
  }

  /** Pending commands whose time has come, oldest first. */
  async due(now: Date, limit = 200): Promise<DeviceCommandRow[]> {
    return this.db
      .select()
      .from(deviceCommands)
      .where(and(eq(deviceCommands.state, 'pending'), lte(deviceCommands.dueAt, now)))
      .orderBy(asc(deviceCommands.dueAt), asc(deviceCommands.position))
      .limit(limit);
  }

  /**
   * Moves a command from one state to another, only if it is still in `from` (so two processes,
   * or a redelivered reply, never move it twice), and records the change. Returns the new row.
   */
  async transition(
    where: { id?: string; requestId?: string; deviceId?: string },
    from: CommandState[],
    to: CommandState,
    patch: Partial<
      Pick<DeviceCommandRow, 'sentAt' | 'timeoutAt' | 'finishedAt' | 'replyCode' | 'result' | 'errorCode'>
    >,
    event: { actor: string; detail?: unknown; at: Date },
  ): Promise<DeviceCommandRow | undefined> {
    const conditions: SQL[] = [inArray(deviceCommands.state, from)];
    if (where.id) conditions.push(eq(deviceCommands.id, where.id));
    if (where.requestId) conditions.push(eq(deviceCommands.requestId, where.requestId));
    if (where.deviceId) conditions.push(eq(deviceCommands.deviceId, where.deviceId));
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(deviceCommands)
        .set({ state: to, ...patch })
        .where(and(...conditions))
        .returning();
      if (!row) return undefined;
      await tx.insert(deviceCommandEvents).values({
        commandId: row.id,
        tenantId: row.tenantId,
        deviceId: row.deviceId,
        state: to,
        actor: event.actor,
        detail: event.detail ?? null,
        at: event.at,
      });
      return row;
    });
  }

  /** Sent commands whose reply is overdue. */
  async overdue(now: Date, limit = 200): Promise<DeviceCommandRow[]> {
    return this.db
      .select()
      .from(deviceCommands)
      .where(and(eq(deviceCommands.state, 'sent'), lte(deviceCommands.timeoutAt, now)))
      .limit(limit);
  }

  /** Sent commands without a timeout that outlived their time-to-live unanswered. */
  async sentExpired(now: Date, limit = 200): Promise<DeviceCommandRow[]> {
    return this.db
      .select()
      .from(deviceCommands)
      .where(
        and(
          eq(deviceCommands.state, 'sent'),
          sql`${deviceCommands.timeoutAt} is null`,
          sql`${deviceCommands.finishedAt} is null`,
          lte(deviceCommands.expiresAt, now),
        ),
      )
      .limit(limit);
  }

  /** The device's newest command of an operation, in `states` when given (the LoRa analysis). */
  async latestOf(
    deviceId: string,
    operation: string,
    states?: CommandState[],
  ): Promise<DeviceCommandRow | undefined> {
    const conditions: SQL[] = [
      eq(deviceCommands.deviceId, deviceId),
      eq(deviceCommands.operation, operation),
    ];
    if (states) conditions.push(inArray(deviceCommands.state, states));
    const [row] = await this.db
      .select()
      .from(deviceCommands)
      .where(and(...conditions))
      .orderBy(desc(deviceCommands.createdAt), desc(deviceCommands.position))
      .limit(1);
    return row;
  }

  async findByRequest(deviceId: string, requestId: string): Promise<DeviceCommandRow | undefined> {
    const where = and(eq(deviceCommands.deviceId, deviceId), eq(deviceCommands.requestId, requestId));
    return firstRow(this.db, deviceCommands, where);
  }
}
