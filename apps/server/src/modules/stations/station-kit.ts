import type { StationLogAction } from '@ies/contracts';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { StationAuthority } from './station-authority';
import type { StationsRepository } from './stations.repository';

/** Rounds to `digits` decimals (figures and progress). */
export const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Writes one entry of a station's operation log in the caller's name. */
export function logStation(
  stations: StationsRepository,
  auth: AuthContext,
  stationId: string,
  action: StationLogAction,
  detail?: Record<string, unknown>,
) {
  return stations.log({ tenantId: auth.tenantId, stationId, userId: auth.userId, action, detail });
}

/** What every station concern service uses: the station rows, the one authority and the clock. */
export interface StationConcernDeps {
  stations: StationsRepository;
  authority: StationAuthority;
  clock: Clock;
}
