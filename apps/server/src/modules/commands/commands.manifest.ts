import type { DomainManifest } from '../../platform/modules/module-context';
import { commandsModule } from './commands.module';
import type { CommandsService } from './commands.service';

declare module '../../platform/modules/module-context' {
  interface ModuleServiceMap {
    /** Alarm rules' command actions, through the command state machine. */
    commands: CommandsService;
  }
}

/** Device data (issue 5 items 7–9): commands. */
export const commandsManifest: DomainManifest = {
  name: 'commands',
  provides: ['commands'],
  register: async ({ api, db, clock, jobs, shared, services }) => {
    const { deps } = shared;
    await api.register(commandsModule, {
      db,
      clock,
      broker: deps.broker,
      scopeOf: shared.deviceScope,
      uplinks: deps.ingest,
      limiter: shared.sendLimiter,
      sweepIntervalMs: deps.deviceData?.commandSweepIntervalMs,
      jobs,
      expose: (service) => {
        services.provide('commands', service);
        deps.deviceData?.exposeCommands?.(service);
      },
    });
  },
};
