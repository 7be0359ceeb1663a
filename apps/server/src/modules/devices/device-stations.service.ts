import type { Db } from '../../db/database';
import { DevicesRepository } from './devices.repository';
import { InfoModelsRepository } from './info-models.repository';

/**
 * What the stations module asks of devices: which ids are the tenant's devices, and a device's
 * station and day offset. The devices table is written only here (through its repository); the
 * binding's own rows are the stations module's, so the writes join its transaction (`tx`).
 */
export class DeviceStationsService {
  constructor(private readonly db: Db) {}

  /** Which of `ids` are devices of the tenant. */
  idsOfTenant(tenantId: string, ids: readonly string[]): Promise<string[]> {
    return new DevicesRepository(this.db).idsOfTenant(tenantId, ids);
  }

  /** Devices now bound to a station: their day rollups follow its time zone from now on. */
  bound(ids: readonly string[], station: { id: string; tzOffsetMinutes: number }, tx: Db): Promise<void> {
    return new DevicesRepository(tx).setStation(ids, station);
  }

  unbound(ids: readonly string[], tx: Db): Promise<void> {
    return new DevicesRepository(tx).setStation(ids, null);
  }

  /** A station's time zone changed: its devices' day rollups follow it. Returns their ids. */
  followStationZone(stationId: string, tzOffsetMinutes: number): Promise<string[]> {
    return new DevicesRepository(this.db).setDayOffsetOfStation(stationId, tzOffsetMinutes);
  }

  /** Whether an info model of this name exists for the tenant (its own or the platform's). */
  infoModelExists(tenantId: string, name: string): Promise<boolean> {
    return new InfoModelsRepository(this.db).existsByName(tenantId, name);
  }
}
