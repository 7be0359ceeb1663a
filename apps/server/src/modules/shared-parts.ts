import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../app-dependencies';
import type { AppConfig } from '../config/config';
import type { Clock } from '../platform/clock';
import { OutboundClient } from '../platform/outbound/outbound-client';
import { OutboundPolicy } from '../platform/outbound/outbound-policy';
import { createDeviceSendLimiter } from './commands/commands.module';
import { type DeviceScopeResolver, deviceScopeFromAccess } from './devices/device-scope';
import { LiveHub } from './live/live.hub';
import type { StationDeviceResolver } from './live/station-resolver';
import type { ModuleCore } from './module-core';
import { stationDeviceResolverOf } from './stations/station-device-resolver';

declare module '../platform/modules/module-context' {
  interface SharedParts {
    /** The process's dependencies: database, broker, ingest, and test settings of some domains. */
    deps: AppDependencies;
    /** Accounts, access and identity, built before the /api scope. */
    core: ModuleCore;
    /** Every address a tenant types in is called through it (docs/operations.md). */
    outbound: OutboundClient;
    /** Device live socket and station live feeds follow committed samples through it. */
    liveHub: LiveHub;
    /** One limiter for commands and config pushes (issue 12 item 4). */
    sendLimiter: ReturnType<typeof createDeviceSendLimiter>;
    /** The caller's device scope, from the one access core. */
    deviceScope: DeviceScopeResolver;
    /** Station → its devices for the caller (device lists, live data). */
    stationDevices: StationDeviceResolver;
  }
}

export function createSharedParts(
  api: FastifyInstance,
  { config, deps, clock, core }: { config: AppConfig; deps: AppDependencies; clock: Clock; core: ModuleCore },
) {
  const db = deps.database.db;
  const liveHub = new LiveHub(deps.liveBus ?? deps.ingest?.events, deps.liveBus);
  api.addHook('onClose', async () => liveHub.close());
  return {
    deps,
    core,
    // Webhooks, robots and video addresses tenants type in reach no internal address.
    outbound: new OutboundClient(new OutboundPolicy(config.outboundAllow, deps.outboundResolver)),
    liveHub,
    sendLimiter: createDeviceSendLimiter(db, clock, config.deviceSendLimits),
    deviceScope: deviceScopeFromAccess(core.access.scope),
    // The one station authority resolves a station to its devices for device lists and live data.
    stationDevices: stationDeviceResolverOf(db, core.access.scope),
  };
}
