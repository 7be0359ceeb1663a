import type { StationLogAction } from '@ies/contracts';
import { notFound } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { StationAuthority } from './station-authority';
import type { StationsRepository } from './stations.repository';

/** Rounds to `digits` decimals (figures and progress). */
export const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Path tenant and user ids of the spec's calls must be the caller's own (else 404). */
export function checkPath(auth: AuthContext, params: { tenant_id?: string; user_id?: string }): void {
  if (params.tenant_id !== undefined && params.tenant_id !== auth.tenantId) throw notFound();
  if (params.user_id !== undefined && params.user_id !== auth.userId) throw notFound();
}

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
