import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { devices } from '../../db/schema';
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
}
