import { assertPermitted } from '../../platform/auth.plugin';
import type { DomainManifest } from '../../platform/modules/module-context';
import { alarmsModule } from './alarms.module';
import type { AlarmEventsService } from './alarm-events.service';

declare module '../../platform/modules/module-context' {
  interface ModuleServiceMap {
    /** Work orders link to and close the alarm events they were raised from. */
    alarmEvents: AlarmEventsService;
  }
}

/** Alarms (issue 15): rules, events, notices and their command and work-order actions. */
export const alarmsManifest: DomainManifest = {
  name: 'alarms',
  provides: ['alarmEvents'],
  needs: ['devices'],
  later: ['stations', 'commands', 'workOrders', 'alarmOrders'],
  register: async ({ api, db, clock, jobs, shared, services }) => {
    const { deps, core } = shared;
    const { identity, access } = core;
    const commands = () => services.get('commands');
    await api.register(alarmsModule, {
      outbound: shared.outbound,
      db,
      clock,
      stations: () => services.get('stations'),
      samples: deps.ingest?.events,
      messages: identity.messages,
      exposeEvents: (events) => services.provide('alarmEvents', events),
      sender: identity.sender,
      // A rule's command action: through the device command state machine, limits and audit.
      commands: async (command) => {
        await commands().issueForAlarm(command);
      },
      // Its author may put in a rule only commands it could send by hand.
      commandRights: {
        commandable: async (auth, deviceIds) => {
          await assertPermitted(auth, 'device:command', access.grants);
          return commands().commandable(auth, deviceIds);
        },
      },
      // A rule's work-order action names only the author's tenant's template and people (as POST /work-orders).
      orderRefs: { issues: (auth, refs) => services.get('workOrders').automaticOrderIssues(auth, refs) },
      // A rule's work-order action: orders opens the order (critical alarms of a station).
      workOrders: async (notice) => {
        await services.get('alarmOrders')({
          tenantId: notice.tenantId,
          eventId: notice.eventId,
          level: notice.level,
          stationId: notice.stationId,
          stationName: notice.fields.station ?? '',
          deviceId: notice.deviceId,
          message: notice.message,
          i18n: notice.i18n,
          ruleName: notice.rule.name,
          ruleCreatedBy: notice.rule.createdBy,
          actions: notice.rule.actions,
        });
      },
      devices: services.get('devices'),
      jobs,
      ...deps.alarms,
    });
  },
};
