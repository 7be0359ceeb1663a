import type { AuthContext } from '../../platform/identity/auth-context';

/**
 * Resolves a station id to the device ids it holds, for the caller: undefined when the caller's
 * station authority does not reach the station (or there is none), so the subscription is refused.
 * The stations module plugs in the one station authority (AppDependencies.deviceData.stationDevices
 * or setStationDeviceResolver); until then no station resolves.
 */
export type StationDeviceResolver = (auth: AuthContext, stationId: string) => Promise<string[] | undefined>;

export const noStations: StationDeviceResolver = async () => undefined;

let current: StationDeviceResolver = noStations;

/** Plug-in point for the stations module: the process-wide resolver used when none is passed in. */
export function setStationDeviceResolver(resolver: StationDeviceResolver): void {
  current = resolver;
}

export function stationDeviceResolver(): StationDeviceResolver {
  return (auth, stationId) => current(auth, stationId);
}
