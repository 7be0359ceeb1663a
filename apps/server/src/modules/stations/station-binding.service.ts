import type { BindWithInfoInput, ExtInfoInput, ThingsFilter, ThingsQuery } from '@ies/contracts';
import { AppError, notFound } from '../../platform/app-error';
import { uniqueViolation } from '../../db/violations';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { DeviceScopeResolver } from '../devices/device-scope';
import type { DeviceStationsService } from '../devices/device-stations.service';
import { presentThing } from './stations.presenter';
import { logStation, type StationConcernDeps } from './station-kit';
import type { StationBindingRepository } from './station-binding.repository';
import { pagedList } from '../../db/paging';

/** Devices bound to a station: bind, unbind, extra info, bound-device lists. */
export class StationBindingService {
  constructor(
    private readonly deps: StationConcernDeps & {
      binding: StationBindingRepository;
      /** The devices module: a device's station and day offset are its to write. */
      devices: DeviceStationsService;
      /** Sub-user device authority: only these devices may be bound. */
      deviceScopeOf: DeviceScopeResolver;
      /** Device rows changed (ingest caches them). */
      devicesChanged?: (deviceIds: readonly string[]) => void;
      /** Stations or bindings changed (kept answers over them are dropped). */
      stationsChanged?: () => void;
    },
  ) {}

  async bind(auth: AuthContext, stationId: string, input: BindWithInfoInput) {
    const { station } = await this.deps.authority.reach(auth, stationId, 'edit');
    const ids = [...new Set(input.things_ids)];
    const scope = await this.deps.deviceScopeOf(auth);
    const found = new Map(
      (await this.deps.stations.devicesOfTenant(auth.tenantId, ids)).map((d) => [d.id, d]),
    );
    const fresh: string[] = [];
    for (const id of ids) {
      const device = found.get(id);
      if (!device || (scope.deviceIds && !scope.deviceIds.includes(id)))
        throw new AppError('iot-out-wrapper.70005', { data: { things_id: id } });
      if (device.stationId && device.stationId !== stationId)
        throw new AppError('iot-out-wrapper.70006', { data: { things_id: id } });
      if (!device.stationId) fresh.push(id);
    }
    const now = this.deps.clock.now();
    await this.deps.binding
      .bind(
        fresh.map((deviceId) => ({
          deviceId,
          tenantId: auth.tenantId,
          stationId,
          deviceType: input.device_type ?? '',
          equippedCapacitor: input.equipped_capacitor ?? null,
          equippedPower: input.equipped_power ?? null,
          infoModelId: input.info_model_id ?? '',
          thirdThingsId: input.third_things_ids?.[input.things_ids.indexOf(deviceId)] ?? '',
          extraInfo: input.extra_info ?? {},
          boundAt: now,
        })),
        // The devices module marks their station, in the same transaction.
        (tx) =>
          this.deps.devices.bound(fresh, { id: stationId, tzOffsetMinutes: station.tzOffsetHours * 60 }, tx),
      )
      .catch((error: unknown) => {
        if (uniqueViolation(error) !== undefined) throw new AppError('iot-out-wrapper.70006');
        throw error;
      });
    this.deps.devicesChanged?.(fresh);
    this.deps.stationsChanged?.();
    if (fresh.length > 0)
      await logStation(this.deps.stations, auth, stationId, 'bind', { things_ids: fresh });
    return { things_ids: fresh };
  }

  async unbind(auth: AuthContext, stationId: string, thingsIds: readonly string[]) {
    await this.deps.authority.reach(auth, stationId, 'edit');
    // An id that is no device of the caller's tenant refuses the whole call (404), as a by-id
    // route would; the tenant's devices not bound here are left out, as before.
    const ids = [...new Set(thingsIds)];
    if ((await this.deps.stations.devicesOfTenant(auth.tenantId, ids)).length !== ids.length)
      throw notFound();
    const removed = await this.deps.binding.unbind(stationId, ids, (tx, ids) =>
      this.deps.devices.unbound(ids, tx),
    );
    this.deps.stationsChanged?.();
    if (removed.length > 0)
      await logStation(this.deps.stations, auth, stationId, 'unbind', { things_ids: removed });
    return { things_ids: removed };
  }

  async things(auth: AuthContext, stationId: string, query: ThingsQuery) {
    await this.deps.authority.reach(auth, stationId, 'view');
    const { rows, total } = await this.deps.binding.things(stationId, query, {
      offset: (query.current_page - 1) * query.page_size,
      limit: query.page_size,
    });
    return pagedList(rows.map(presentThing), total, query);
  }

  async thingsWithoutPage(auth: AuthContext, stationId: string, filter: ThingsFilter) {
    await this.deps.authority.reach(auth, stationId, 'view');
    const { rows } = await this.deps.binding.things(stationId, filter);
    return { list: rows.map(presentThing) };
  }

  async setExtInfo(auth: AuthContext, stationId: string, thingsId: string, input: ExtInfoInput) {
    await this.deps.authority.reach(auth, stationId, 'edit');
    if (!(await this.deps.binding.setExtraInfo(stationId, thingsId, input.extra_info)))
      throw new AppError('iot-station.10014');
    await logStation(this.deps.stations, auth, stationId, 'ext_info', { things_id: thingsId });
    return { things_id: thingsId, extra_info: input.extra_info };
  }
}
