import type { LiveSnapshotDevice } from '@ies/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deviceLatest, devices } from '../../db/schema';
import type { DeviceScope } from '../devices/device-scope';

export class LiveRepository {
  constructor(private readonly db: Db) {}

  /** Which of `ids` the scope reaches (its tenant, narrowed to the sub-user's devices). */
  async visible(scope: DeviceScope, ids: readonly string[]): Promise<string[]> {
    let wanted = [...new Set(ids)];
    if (scope.deviceIds) {
      const allowed = new Set(scope.deviceIds);
      wanted = wanted.filter((id) => allowed.has(id));
    }
    if (wanted.length === 0) return [];
    const rows = await this.db
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.tenantId, scope.tenantId), inArray(devices.id, wanted)));
    return rows.map((r) => r.id);
  }

  /** The latest values of the devices that have any (the caller checked they are visible). */
  async latest(ids: readonly string[]): Promise<LiveSnapshotDevice[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: deviceLatest.deviceId, ts: deviceLatest.ts, values: deviceLatest.values })
      .from(deviceLatest)
      .where(inArray(deviceLatest.deviceId, [...ids]));
    return rows.map((r) => ({ device_id: r.id, ts: r.ts.getTime(), values: r.values }));
  }
}
