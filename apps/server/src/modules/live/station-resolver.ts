/**
 * Resolves a station id to the device ids it holds, for the caller's tenant. Stations are built by
 * the stations work; until it plugs a resolver in (AppDependencies.deviceData.stationDevices or
 * setStationDeviceResolver), no station resolves and station subscriptions are refused.
 */
export type StationDeviceResolver = (tenantId: string, stationId: string) => Promise<string[] | undefined>;

export const noStations: StationDeviceResolver = async () => undefined;

let current: StationDeviceResolver = noStations;

/** Plug-in point for the stations module: the process-wide resolver used when none is passed in. */
export function setStationDeviceResolver(resolver: StationDeviceResolver): void {
  current = resolver;
}

export function stationDeviceResolver(): StationDeviceResolver {
  return (tenantId, stationId) => current(tenantId, stationId);
}
