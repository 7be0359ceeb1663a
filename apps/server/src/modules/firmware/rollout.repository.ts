import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DeviceStatus, FirmwareTaskState } from '@ies/contracts';
import type { Db } from '../../db/database';
import {
  devices,
  firmwarePackages,
  firmwareTaskDevices,
  firmwareTasks,
  type FirmwareTaskDeviceRow,
  type FirmwareTaskRow,
} from '../../db/schema';

type DevicePatch = Partial<
  Pick<
    FirmwareTaskDeviceRow,
    'state' | 'progress' | 'reason' | 'requestId' | 'pushedAt' | 'timeoutAt' | 'version' | 'attempts'
  >
>;

const IN_FLIGHT: FirmwareTaskState[] = ['pushed', 'upgrading'];
const ONLINE: DeviceStatus[] = ['online_normal', 'online_faulty', 'alarm', 'debugging'];

export interface PushCandidate {
  deviceId: string;
  attempts: number;
  tzOffsetMinutes: number;
}

/** The rollout engine's SQL over the devices of tasks (reads devices for reachability and zone). */
export class RolloutRepository {
  constructor(private readonly db: Db) {}

  /** Tasks the engine moves now: running ones, and scheduled ones that are due. */
  activeTasks(now: Date): Promise<FirmwareTaskRow[]> {
    return this.db
      .select()
      .from(firmwareTasks)
      .where(
        or(
          eq(firmwareTasks.phase, 'running'),
          and(eq(firmwareTasks.phase, 'scheduled'), lte(firmwareTasks.upgradeAt, now)),
        ),
      )
      .orderBy(asc(firmwareTasks.createdAt));
  }

  async groupCounts(taskId: string): Promise<Array<{ group: number; state: FirmwareTaskState; n: number }>> {
    return this.db
      .select({
        group: firmwareTaskDevices.groupNo,
        state: firmwareTaskDevices.state,
        n: sql<number>`count(*)::int`,
      })
      .from(firmwareTaskDevices)
      .where(eq(firmwareTaskDevices.taskId, taskId))
      .groupBy(firmwareTaskDevices.groupNo, firmwareTaskDevices.state);
  }

  overdue(taskId: string, now: Date): Promise<FirmwareTaskDeviceRow[]> {
    return this.db
      .select()
      .from(firmwareTaskDevices)
      .where(
        and(
          eq(firmwareTaskDevices.taskId, taskId),
          inArray(firmwareTaskDevices.state, IN_FLIGHT),
          lte(firmwareTaskDevices.timeoutAt, now),
        ),
      );
  }

  async offeredSince(taskId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(firmwareTaskDevices)
      .where(and(eq(firmwareTaskDevices.taskId, taskId), gte(firmwareTaskDevices.pushedAt, since)));
    return row?.n ?? 0;
  }

  /**
   * Devices waiting for an offer in groups up to `maxGroup` that can be reached now: online
   * themselves, or behind a gateway that is online (a sub-device is reached through its gateway's
   * connection, docs/device-protocol.md §2, §5b). The others wait in to_push. Filtered here, not
   * after the limit, so unreachable devices ahead in the order never hide reachable ones.
   */
  async pushCandidates(taskId: string, maxGroup: number, limit: number): Promise<PushCandidate[]> {
    const gateway = alias(devices, 'gateway');
    const rows = await this.db
      .select({
        deviceId: firmwareTaskDevices.deviceId,
        attempts: firmwareTaskDevices.attempts,
        tzOffsetMinutes: devices.tzOffsetMinutes,
      })
      .from(firmwareTaskDevices)
      .innerJoin(devices, eq(devices.id, firmwareTaskDevices.deviceId))
      .leftJoin(gateway, eq(gateway.id, devices.gatewayId))
      .where(
        and(
          eq(firmwareTaskDevices.taskId, taskId),
          eq(firmwareTaskDevices.state, 'to_push'),
          lte(firmwareTaskDevices.groupNo, maxGroup),
          or(inArray(devices.status, ONLINE), inArray(gateway.status, ONLINE)),
        ),
      )
      .orderBy(asc(firmwareTaskDevices.groupNo), asc(firmwareTaskDevices.deviceId))
      .limit(limit);
    return rows;
  }

  /** to_push → pushed with a new offer, once (a second process finds it taken). */
  async claimPush(
    taskId: string,
    deviceId: string,
    offer: { requestId: string; at: Date; timeoutAt: Date },
  ): Promise<FirmwareTaskDeviceRow | undefined> {
    const [row] = await this.db
      .update(firmwareTaskDevices)
      .set({
        state: 'pushed',
        progress: 0,
        requestId: offer.requestId,
        pushedAt: offer.at,
        timeoutAt: offer.timeoutAt,
        attempts: sql`${firmwareTaskDevices.attempts} + 1`,
        updatedAt: offer.at,
      })
      .where(
        and(
          eq(firmwareTaskDevices.taskId, taskId),
          eq(firmwareTaskDevices.deviceId, deviceId),
          eq(firmwareTaskDevices.state, 'to_push'),
        ),
      )
      .returning();
    return row;
  }

  async inFlightByRequest(deviceId: string, requestId: string): Promise<FirmwareTaskDeviceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(firmwareTaskDevices)
      .where(
        and(
          eq(firmwareTaskDevices.deviceId, deviceId),
          eq(firmwareTaskDevices.requestId, requestId),
          inArray(firmwareTaskDevices.state, IN_FLIGHT),
        ),
      );
    return row;
  }

  inFlightOfDevice(deviceId: string) {
    return this.db
      .select({ row: firmwareTaskDevices, version: firmwarePackages.version })
      .from(firmwareTaskDevices)
      .innerJoin(firmwareTasks, eq(firmwareTasks.id, firmwareTaskDevices.taskId))
      .innerJoin(firmwarePackages, eq(firmwarePackages.id, firmwareTasks.firmwareId))
      .where(and(eq(firmwareTaskDevices.deviceId, deviceId), inArray(firmwareTaskDevices.state, IN_FLIGHT)));
  }

  /** Changes a device of a task when it is still in one of `from` with the same offer. */
  async updateDevice(
    key: { taskId: string; deviceId: string; requestId?: string | null },
    from: FirmwareTaskState[],
    patch: DevicePatch,
    at: Date,
  ): Promise<FirmwareTaskDeviceRow | undefined> {
    const [row] = await this.db
      .update(firmwareTaskDevices)
      .set({ ...patch, updatedAt: at })
      .where(
        and(
          eq(firmwareTaskDevices.taskId, key.taskId),
          eq(firmwareTaskDevices.deviceId, key.deviceId),
          inArray(firmwareTaskDevices.state, from),
          key.requestId ? eq(firmwareTaskDevices.requestId, key.requestId) : undefined,
        ),
      )
      .returning();
    return row;
  }

  /** The version a device reported, on the device (the device list's firmware column). */
  async setDeviceFirmware(deviceId: string, version: string, at: Date): Promise<void> {
    await this.db
      .update(devices)
      .set({ firmwareVersion: version, updatedAt: at })
      .where(eq(devices.id, deviceId));
  }
}
