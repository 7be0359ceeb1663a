import type { DomainManifest } from '../../platform/modules/module-context';
import type { CustomReportsService } from './custom-reports.service';
import { statisticsModule } from './statistics.module';

declare module '../../platform/modules/module-context' {
  interface ModuleServiceMap {
    /** Custom reports and their runs (exports write their files from it). */
    customReports: CustomReportsService;
  }
}

/** The statistics engine, the spec's enhance-statistics call and custom reports (issue 29). */
export const statisticsManifest: DomainManifest = {
  name: 'statistics',
  later: ['stations'],
  provides: ['customReports'],
  register: async ({ api, db, clock, services, shared }) => {
    const { accounts } = shared.core;
    await api.register(statisticsModule, {
      db,
      clock,
      stations: () => services.get('stations'),
      exposeReports: (service) => services.provide('customReports', service),
      // Custom reports are shared with sub-users by name.
      users: {
        subUsers: async (tenantId) =>
          (await accounts.subUsers.list(tenantId, 0, 1000)).rows.map((u) => ({
            id: u.id,
            name: u.nickName || u.username,
          })),
        nameOf: async (tenantId, userId) => {
          const user = await accounts.subUsers.findInTenant(tenantId, userId);
          return user ? user.nickName || user.username : '';
        },
      },
    });
  },
};
