import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { devices, deviceTypes, type StoredPoint } from '../../db/schema';
import { queryRows } from '../../telemetry/telemetry.repository';

const MS = sql.raw(`interval '1 millisecond'`);
const ts = (ms: number) => sql`(timestamptz 'epoch' + ${ms}::float8 * ${MS})`;

export interface AnalysisDeviceRow {
  id: string;
  name: string;
  typeName: string;
  points: StoredPoint[];
}

export interface SampleRow {
  t: number;
  v: Record<string, unknown>;
}

/** Reads for the analyses: a station's bound devices and their raw samples. Writes nothing. */
export class AnalysisRepository {
  constructor(private readonly db: Db) {}

  /** The devices bound to the station, with their type's points, by name. */
  async stationDevices(tenantId: string, stationId: string): Promise<AnalysisDeviceRow[]> {
    return this.db
      .select({ id: devices.id, name: devices.name, typeName: deviceTypes.name, points: deviceTypes.points })
      .from(devices)
      .innerJoin(deviceTypes, eq(deviceTypes.id, devices.typeId))
      .where(and(eq(devices.tenantId, tenantId), eq(devices.stationId, stationId)))
      .orderBy(asc(devices.name), asc(devices.id));
  }

  /** Samples of [from, to) holding any of `keys`, only those keys, oldest first. */
  async samples(deviceId: string, from: number, to: number, keys: readonly string[]): Promise<SampleRow[]> {
    const picked = sql.join(
      keys.map((k) => sql`${k}::text, values -> ${k}::text`),
      sql`, `,
    );
    const any = sql.join(
      keys.map((k) => sql`values ? ${k}::text`),
      sql` or `,
    );
    return queryRows<{ t: number; v: Record<string, unknown> }>(
      this.db,
      sql`select (extract(epoch from ts) * 1000)::float8 as t, jsonb_strip_nulls(jsonb_build_object(${picked})) as v
        from telemetry where device_id = ${deviceId} and ts >= ${ts(from)} and ts < ${ts(to)} and (${any})
        order by ts`,
    );
  }

  /**
   * A counter's readings: the last one before `from` (the period's opening reading) and every
   * one in [from, to], oldest first, as [epoch ms, value].
   */
  async counterReadings(
    deviceId: string,
    point: string,
    from: number,
    to: number,
  ): Promise<Array<[number, number]>> {
    const value = sql`(values ->> ${point}::text)::float8`;
    const numeric = sql`jsonb_typeof(values -> ${point}::text) = 'number'`;
    const rows = await queryRows<{ t: number; v: number }>(
      this.db,
      sql`(select (extract(epoch from ts) * 1000)::float8 as t, ${value} as v from telemetry
          where device_id = ${deviceId} and ts < ${ts(from)} and ${numeric} order by ts desc limit 1)
        union all
        (select (extract(epoch from ts) * 1000)::float8 as t, ${value} as v from telemetry
          where device_id = ${deviceId} and ts >= ${ts(from)} and ts <= ${ts(to)} and ${numeric} order by ts)`,
    );
    return rows.map((r) => [Number(r.t), Number(r.v)] as [number, number]).sort((a, b) => a[0] - b[0]);
  }
}
