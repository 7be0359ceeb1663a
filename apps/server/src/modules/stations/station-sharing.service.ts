import type { StationBatchAuthorizeInput, StationShareInput } from '@ies/contracts';
import { AppError, notFound } from '../../platform/app-error';
import type { AuthContext } from '../../platform/identity/auth-context';
import { presentShare } from './stations.presenter';
import { logStation, type StationConcernDeps } from './station-kit';
import type { StationSharingRepository } from './station-sharing.repository';

/** The part of the delegation rule sharing needs (modules/access DelegationPolicy). */
export interface ShareDelegation {
  assertMayManage(auth: AuthContext, userIds: readonly string[]): Promise<void>;
}

/** Station shares and batch authorization (docs/api/stations.md). */
export class StationSharingService {
  constructor(
    private readonly deps: StationConcernDeps & {
      sharing: StationSharingRepository;
      /** The delegation rule (docs/delegation.md): a sub-user shares only with users below it. */
      delegation: ShareDelegation;
    },
  ) {}

  async shares(auth: AuthContext, stationId: string) {
    await this.deps.authority.reach(auth, stationId, 'view');
    return { list: (await this.deps.sharing.listShares(stationId)).map(presentShare) };
  }

  private async shareTargets(auth: AuthContext, userIds: readonly string[]) {
    const unique = [...new Set(userIds)];
    const found = await this.deps.sharing.usersOfTenant(auth.tenantId, unique);
    // Managers see every station anyway; sharing with oneself means nothing.
    if (found.length !== unique.length || found.some((u) => u.isManager || u.id === auth.userId))
      throw new AppError('iot-station.10011');
    // A share is station authority: a sub-user hands it only to users below it.
    await this.deps.delegation.assertMayManage(auth, unique);
    return unique;
  }

  async share(auth: AuthContext, stationId: string, input: StationShareInput) {
    await this.deps.authority.reach(auth, stationId, 'distribute');
    const [userId] = await this.shareTargets(auth, [input.user_id]);
    await this.deps.sharing.upsertShares([
      {
        tenantId: auth.tenantId,
        stationId,
        userId: userId!,
        permission: input.permission,
        sharedBy: auth.userId,
      },
    ]);
    await logStation(this.deps.stations, auth, stationId, 'share', {
      user_id: userId,
      permission: input.permission,
    });
    return this.shares(auth, stationId);
  }

  async unshare(auth: AuthContext, stationId: string, userId: string): Promise<void> {
    await this.deps.authority.reach(auth, stationId, 'distribute');
    if (!(await this.deps.sharing.deleteShare(stationId, userId))) throw notFound();
    await logStation(this.deps.stations, auth, stationId, 'unshare', { user_id: userId });
  }

  async batchAuthorize(auth: AuthContext, input: StationBatchAuthorizeInput) {
    const stationIds = [...new Set(input.station_ids)];
    for (const id of stationIds) await this.deps.authority.reach(auth, id, 'distribute');
    const userIds = await this.shareTargets(auth, input.user_ids);
    const rows = stationIds.flatMap((stationId) =>
      userIds.map((userId) => ({
        tenantId: auth.tenantId,
        stationId,
        userId,
        permission: input.permission,
        sharedBy: auth.userId,
      })),
    );
    await this.deps.sharing.upsertShares(rows);
    for (const id of stationIds)
      await logStation(this.deps.stations, auth, id, 'share', {
        user_ids: userIds,
        permission: input.permission,
      });
    return { count: rows.length };
  }
}
