import type { DomainManifest } from '../../platform/modules/module-context';
import { stationsModule } from './stations.module';
import type { StationsService } from './stations.service';
import type { StationFiguresService } from './station-figures.service';
import type { StationRecalcService } from './station-recalc.service';

declare module '../../platform/modules/module-context' {
  interface ModuleServiceMap {
    /** The one station authority (requireAccess) and station facts for every domain. */
    stations: StationsService;
    /** A tariff change shows its revenue recomputation as a station task. */
    stationRecalc: StationRecalcService;
    /** Station figures (home summary, overview, BMS): the big screens compose them. */
    stationFigures: StationFiguresService;
  }
}

export const stationsManifest: DomainManifest = {
  name: 'stations',
  provides: ['stations', 'stationRecalc', 'stationFigures'],
  register: async ({ api, db, clock, config, shared, services }) => {
    const { deps, core } = shared;
    await api.register(stationsModule, {
      homeKeepMs: config.homeSummaryKeepMs,
      outboundPolicy: shared.outbound.policy,
      // Revenue registers after stations and needs it; today's income is read from it when present.
      todayIncome: () => {
        const revenue = services.find('revenue');
        return revenue && ((stations) => revenue.todayIncome(stations));
      },
      // Recalculated rollups make the revenue kept from them stale.
      rollupsRecalculated: async (stationId, fromMs, toMs) =>
        services.find('revenue')?.rollupsRecalculated(stationId, fromMs, toMs),
      expose: (service) => services.provide('stations', service),
      exposeRecalc: (recalc) => services.provide('stationRecalc', recalc),
      exposeFigures: (figures) => services.provide('stationFigures', figures),
      db,
      clock,
      access: core.access.scope,
      deviceScopeOf: shared.deviceScope,
      delegation: core.access.delegation,
      deviceCache: deps.deviceCache,
      sessions: core.identity.sessions,
      grants: core.access.grants,
      liveHub: shared.liveHub,
      ...deps.stationLive,
    });
  },
};
