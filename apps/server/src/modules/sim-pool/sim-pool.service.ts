import {
  SIM_POOLS_PER_TENANT_MAX,
  type SimCard,
  type SimCardLink,
  type SimPool,
  type SimPoolInput,
  type SimPoolUpdate,
} from '@ies/contracts';
import type { SimPoolRow } from '../../db/schema';
import { uniqueViolation } from '../../db/violations';
import { AppError, notFound, ValidationError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import type { OutboundClient } from '../../platform/outbound/outbound-client';
import type { SecretBox } from '../../platform/secrets/secret-box';
import type { StationsService } from '../stations/stations.service';
import { presentCard, presentPool } from './sim-pool.presenter';
import type { SimPoolRepository } from './sim-pool.repository';
import { fetchPoolUsage, SimProviderError } from './sim-provider';

export interface SimPoolServiceDeps {
  pools: SimPoolRepository;
  clock: Clock;
  secrets: SecretBox;
  outbound: OutboundClient;
  /** The one station authority: tenant checks and the device a card is linked to. */
  stations: () => Pick<StationsService, 'requireAccess'>;
  log?: (message: string) => void;
}

export const SIM_SYNC_FAILED = 'iot-sim.10003';

/** SIM pools, their cards and the provider sync (issue 32 item 2). */
export class SimPoolService {
  constructor(private readonly deps: SimPoolServiceDeps) {}

  async list(auth: AuthContext): Promise<{ items: SimPool[] }> {
    await this.deps.stations().requireAccess(auth, 'view', { tenantId: auth.tenantId });
    const rows = await this.deps.pools.list(auth.tenantId);
    return { items: rows.map((r) => presentPool(r, r.cardCount)) };
  }

  async get(auth: AuthContext, id: string): Promise<SimPool> {
    const row = await this.pool(auth, id);
    return presentPool(row, await this.deps.pools.cardCount(row.id));
  }

  async create(auth: AuthContext, body: SimPoolInput): Promise<SimPool> {
    await this.deps.stations().requireAccess(auth, 'view', { tenantId: auth.tenantId });
    await this.checkAddress(body.provider_url);
    if ((await this.deps.pools.count(auth.tenantId)) >= SIM_POOLS_PER_TENANT_MAX)
      throw new AppError('iot-sim.10004', { params: { max: SIM_POOLS_PER_TENANT_MAX } });
    const row = await this.deps.pools
      .insert({
        tenantId: auth.tenantId,
        poolId: body.pool_id,
        appId: body.app_id,
        secretSealed: this.deps.secrets.seal(body.secret_key),
        providerUrl: body.provider_url,
      })
      .catch(duplicate);
    return presentPool(row, 0);
  }

  async update(auth: AuthContext, id: string, body: SimPoolUpdate): Promise<SimPool> {
    const current = await this.pool(auth, id);
    await this.checkAddress(body.provider_url);
    const row = await this.deps.pools
      .update(auth.tenantId, current.id, {
        poolId: body.pool_id,
        appId: body.app_id,
        providerUrl: body.provider_url,
        ...(body.secret_key === undefined ? {} : { secretSealed: this.deps.secrets.seal(body.secret_key) }),
      })
      .catch(duplicate);
    if (!row) throw notFound();
    return presentPool(row, await this.deps.pools.cardCount(row.id));
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    const row = await this.pool(auth, id);
    if (!(await this.deps.pools.remove(auth.tenantId, row.id))) throw notFound();
  }

  async cards(auth: AuthContext, id: string): Promise<{ items: SimCard[] }> {
    const row = await this.pool(auth, id);
    const now = this.deps.clock.now();
    return { items: (await this.deps.pools.cards(row.id)).map((c) => presentCard(c, now)) };
  }

  async linkCard(auth: AuthContext, id: string, cardId: string, body: SimCardLink): Promise<SimCard> {
    const row = await this.pool(auth, id);
    if (body.device_id !== null)
      await this.deps.stations().requireAccess(auth, 'view', { deviceIds: [body.device_id] });
    if (!(await this.deps.pools.linkCard(row.id, cardId, body.device_id))) throw notFound();
    const [card] = await this.deps.pools.cards(row.id, cardId);
    if (!card) throw notFound();
    return presentCard(card, this.deps.clock.now());
  }

  /** Sync now (the caller's pool): 502 iot-sim.10003 when the provider fails, the pool marked so. */
  async syncNow(auth: AuthContext, id: string): Promise<SimPool> {
    const row = await this.pool(auth, id);
    if (!(await this.sync(row.id))) throw new AppError(SIM_SYNC_FAILED);
    return this.get(auth, id);
  }

  /** One pool's sync (the job's work): true when it worked; a failure is kept on the pool. */
  async sync(poolRowId: string): Promise<boolean> {
    const pool = await this.deps.pools.findById(poolRowId);
    if (!pool) return true; // deleted meanwhile: nothing to do
    const now = this.deps.clock.now();
    try {
      const usage = await fetchPoolUsage(
        this.deps.outbound,
        {
          providerUrl: pool.providerUrl,
          poolId: pool.poolId,
          appId: pool.appId,
          secret: this.deps.secrets.open(pool.secretSealed),
        },
        now.getTime(),
      );
      await this.deps.pools.saveSync(
        pool,
        { totalMb: usage.total_mb, usedMb: usage.used_mb, at: now },
        usage.cards.map((c) => ({
          iccid: c.iccid.toUpperCase(),
          usedMb: c.used_mb ?? null,
          limitMb: c.limit_mb ?? null,
          expiresAt: c.expires_at ? new Date(c.expires_at) : null,
        })),
      );
      return true;
    } catch (error) {
      if (!(error instanceof SimProviderError) && (error as Error).name !== 'OutboundRefusedError')
        throw error;
      // The log names the pool row and the reason, never the secret.
      this.deps.log?.(`SIM pool ${pool.id} sync failed: ${(error as Error).message}`);
      await this.deps.pools.syncFailed(pool.id, SIM_SYNC_FAILED);
      return false;
    }
  }

  allPoolIds(): Promise<string[]> {
    return this.deps.pools.allIds();
  }

  private async pool(auth: AuthContext, id: string): Promise<SimPoolRow> {
    await this.deps.stations().requireAccess(auth, 'view', { tenantId: auth.tenantId });
    const row = await this.deps.pools.find(auth.tenantId, id);
    if (!row) throw notFound();
    return row;
  }

  private async checkAddress(url: string): Promise<void> {
    const refused = await this.deps.outbound.policy.refusedFields([{ field: 'provider_url', url }]);
    if (refused.length > 0) throw new ValidationError(refused);
  }
}

function duplicate(error: unknown): never {
  if (uniqueViolation(error) !== undefined)
    throw new ValidationError([{ field: 'pool_id', code: 'iot-sim.10001' }]);
  throw error;
}
