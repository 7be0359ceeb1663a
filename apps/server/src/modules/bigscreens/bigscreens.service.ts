import {
  BIGSCREEN_LATEST_ALARMS,
  type BigscreenAlarms,
  type BigscreenGeneral,
  type BigscreenStation,
  type BigscreenStationSettings,
  type BigscreenStationSettingsInput,
  type EnergyOverviewItem,
  CO2_TONNES_PER_KWH,
  ENERGY_OVERVIEW_ITEMS,
  SINGLE_STATION_CONFIG_KEY,
  singleStationConfigSchema,
} from '@ies/contracts';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { AlarmEventsService } from '../alarms/alarm-events.service';
import type { CustomisationService } from '../customisation/customisation.service';
import type { StationFiguresService } from '../stations/station-figures.service';
import type { StationAccess } from '../stations/stations.service';
import type { StrategiesService } from '../strategies/strategies.service';
import { presentAlarms, presentBrand, gridStateOf, presentSettings } from './bigscreens.presenter';
import type { BigscreensRepository } from './bigscreens.repository';

export interface BigscreensDeps {
  clock: Clock;
  repository: BigscreensRepository;
  stations: () => StationAccess;
  figures: () => Pick<StationFiguresService, 'home' | 'overview' | 'bms'>;
  alarms: () => Pick<AlarmEventsService, 'list' | 'count'>;
  strategies: () => Pick<StrategiesService, 'ofStation'>;
  customisation: () => Pick<CustomisationService, 'forUser'>;
  /** Whether the caller holds a permission (alarms and strategies are shown only to those who may read them). */
  permitted: (auth: AuthContext, permission: string) => Promise<boolean>;
}

/**
 * The big screens' reads: each composes the other domains' own answers for the caller, so a
 * screen's figures are the figures of the home page, station overview, alarms and strategies.
 */
export class BigscreensService {
  constructor(private readonly deps: BigscreensDeps) {}

  async general(auth: AuthContext): Promise<BigscreenGeneral> {
    // The home summary lists only stations within the caller's authority.
    const summary = await this.deps.figures().home(auth);
    const [alarms, brand] = await Promise.all([this.alarmsOf(auth), this.brandOf(auth)]);
    return {
      summary,
      co2_avoided_t: Math.round(summary.total.pv_kwh * CO2_TONNES_PER_KWH * 1000) / 1000,
      alarms,
      brand,
      generated_at: this.deps.clock.now().toISOString(),
    };
  }

  async station(auth: AuthContext, stationId: string): Promise<BigscreenStation> {
    const [station] = await this.deps.stations().requireAccess(auth, 'view', { stationIds: [stationId] });
    const id = station!.id;
    const [overview, bms, alarms, strategy, config] = await Promise.all([
      this.deps.figures().overview(auth, id),
      this.deps.figures().bms(auth, id),
      this.alarmsOf(auth, id),
      this.deps.strategies().ofStation(auth, id),
      this.configOf(auth, id),
    ]);
    return {
      station: {
        id,
        name: station!.name,
        installed_capacity_kwh: station!.installedCapacityKwh,
        installed_power_kw: station!.installedPowerKw,
        currency: station!.currency,
      },
      overview,
      bms,
      alarms,
      strategy: strategy.strategy ? { name: strategy.strategy.name, ranges: strategy.strategy.ranges } : null,
      grid_state: gridStateOf(overview.power, overview.updated_at, this.deps.clock.now().getTime()),
      running_status: overview.running_status,
      blocks: config.blocks,
      brand: config.brand,
      generated_at: this.deps.clock.now().toISOString(),
    };
  }

  /** A station's single-station screen settings (the defaults while none are saved). */
  async settings(auth: AuthContext, stationId: string): Promise<BigscreenStationSettings> {
    const [station] = await this.deps.stations().requireAccess(auth, 'view', { stationIds: [stationId] });
    return presentSettings(station!.id, await this.deps.repository.settingsOf(auth.tenantId, station!.id));
  }

  /** Changes them: the caller must be able to edit the station (station:update is checked by the route). */
  async saveSettings(
    auth: AuthContext,
    stationId: string,
    input: BigscreenStationSettingsInput,
  ): Promise<BigscreenStationSettings> {
    const [station] = await this.deps.stations().requireAccess(auth, 'edit', { stationIds: [stationId] });
    const row = await this.deps.repository.saveSettings({
      tenantId: auth.tenantId,
      stationId: station!.id,
      blocks: input.blocks as EnergyOverviewItem[],
      title: input.title,
      logo: input.logo,
      updatedBy: auth.userId,
      updatedAt: this.deps.clock.now(),
    });
    return presentSettings(station!.id, row);
  }

  /** Counts and the latest events of the caller's stations (or one), empty without the alarm permission. */
  private async alarmsOf(auth: AuthContext, stationId?: string): Promise<BigscreenAlarms> {
    if (!(await this.deps.permitted(auth, 'alert:event:view'))) {
      return { active: 0, unhandled: 0, by_level: {}, latest: [] };
    }
    const [count, page] = await Promise.all([
      this.deps.alarms().count(auth, { group_id: stationId }),
      this.deps.alarms().list(auth, {
        current_page: 1,
        page_size: BIGSCREEN_LATEST_ALARMS,
        group_id: stationId,
      } as Parameters<AlarmEventsService['list']>[1]),
    ]);
    return presentAlarms(count, page.list);
  }

  private async brandOf(auth: AuthContext) {
    return presentBrand(await this.entriesOf(auth));
  }

  /**
   * The station's saved settings win; without them the caller's singleStationConfig chooses the
   * blocks, and the tenant's screen logo and system name head the screen.
   */
  private async configOf(auth: AuthContext, stationId: string) {
    const [entries, saved] = await Promise.all([
      this.entriesOf(auth),
      this.deps.repository.settingsOf(auth.tenantId, stationId),
    ]);
    const brand = presentBrand(entries);
    if (saved) {
      return {
        blocks: [...saved.blocks],
        brand: {
          title: saved.title || brand.title,
          title_i18n: saved.title ? null : brand.title_i18n,
          logo: saved.logo || brand.logo,
        },
      };
    }
    const raw = entries.get(SINGLE_STATION_CONFIG_KEY);
    let blocks: string[] = [...ENERGY_OVERVIEW_ITEMS];
    if (raw) {
      try {
        const parsed = singleStationConfigSchema.safeParse(JSON.parse(raw));
        if (parsed.success && parsed.data.energyOverviewDisplay.length > 0)
          blocks = parsed.data.energyOverviewDisplay;
      } catch {
        // A stored value that is no JSON shows every block.
      }
    }
    return { blocks, brand: presentBrand(entries) };
  }

  private async entriesOf(auth: AuthContext): Promise<Map<string, string>> {
    const { systemConfig } = await this.deps
      .customisation()
      .forUser(auth, { find_parent: true, find_tenant: true, match_key: 'systemConfig' });
    return new Map(systemConfig.map((e) => [e.key, e.value]));
  }
}
