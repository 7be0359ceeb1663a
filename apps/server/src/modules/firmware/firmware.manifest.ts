import type { DomainManifest } from '../../platform/modules/module-context';
import { firmwareModule } from './firmware.module';

/** Firmware upgrades (issue 31 item 2): FirmwareList and TaskDetails, the staged rollout on the job runtime. */
export const firmwareManifest: DomainManifest = {
  name: 'firmware',
  later: ['stations'],
  register: async ({ api, db, clock, jobs, config, services, shared }) => {
    const { deps } = shared;
    await api.register(firmwareModule, {
      db,
      clock,
      broker: deps.broker,
      publicUrl: config.publicUrl,
      scopeOf: shared.deviceScope,
      stations: () => services.get('stations'),
      uplinks: deps.ingest,
      jobs,
      tickIntervalMs: deps.firmware?.tickIntervalMs,
      testHooks: config.testHooks,
      expose: deps.firmware?.expose,
    });
  },
};
