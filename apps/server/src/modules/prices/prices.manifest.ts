import type { DomainManifest } from '../../platform/modules/module-context';
import { pricesModule } from './prices.module';
import type { PricesService } from './prices.service';

declare module '../../platform/modules/module-context' {
  interface ModuleServiceMap {
    /** Tariffs in force, for strategies and revenue. */
    prices: PricesService;
  }
}

export const pricesManifest: DomainManifest = {
  name: 'prices',
  provides: ['prices'],
  later: ['stations'],
  register: async ({ api, db, clock, services }) => {
    await api.register(pricesModule, {
      db,
      clock,
      stations: () => services.get('stations'),
      // The stored revenue from that date is priced again, shown as the station's recalculation task.
      tariffChanged: async (auth, stationId, fromDate) => {
        const revenue = services.find('revenue');
        const recalc = services.find('stationRecalc');
        if (!revenue || !recalc) return;
        await recalc.revenueTask(auth, stationId, fromDate, (progress) =>
          revenue.tariffChanged(stationId, fromDate, progress),
        );
      },
      expose: (service) => services.provide('prices', service),
    });
  },
};
