import {
  SIM_EXPIRY_WARNING_DAYS,
  SIM_USAGE_WARNING_RATIO,
  type SimCard,
  type SimPool,
  type SimWarning,
} from '@ies/contracts';
import type { SimPoolRow } from '../../db/schema';
import type { SimCardView } from './sim-pool.repository';

const DAY = 86_400_000;

const nearLimit = (used: number | null, limit: number | null) =>
  used !== null && limit !== null && limit > 0 && used >= limit * SIM_USAGE_WARNING_RATIO;

/** A pool as answered: the secret key never leaves, only that one is saved. */
export function presentPool(row: SimPoolRow, cardCount: number): SimPool {
  const remaining =
    row.totalMb === null || row.usedMb === null ? null : Math.max(0, row.totalMb - row.usedMb);
  return {
    id: row.id,
    pool_id: row.poolId,
    app_id: row.appId,
    secret_saved: row.secretSealed !== '',
    provider_url: row.providerUrl,
    total_mb: row.totalMb,
    used_mb: row.usedMb,
    remaining_mb: remaining,
    card_count: cardCount,
    warnings: nearLimit(row.usedMb, row.totalMb) ? ['usage'] : [],
    synced_at: row.syncedAt?.toISOString() ?? null,
    sync_error: row.syncError,
    created_at: row.createdAt.toISOString(),
  };
}

/** A card: a warning when either count of its usage nears its limit, or it expires soon. */
export function presentCard(card: SimCardView, now: Date): SimCard {
  const warnings: SimWarning[] = [];
  const used = Math.max(card.deviceUsedMb ?? -1, card.providerUsedMb ?? -1);
  if (nearLimit(used < 0 ? null : used, card.limitMb)) warnings.push('usage');
  if (card.expiresAt && card.expiresAt.getTime() - now.getTime() <= SIM_EXPIRY_WARNING_DAYS * DAY)
    warnings.push('expiry');
  return {
    id: card.id,
    iccid: card.iccid,
    device_id: card.deviceId,
    device_name: card.deviceName,
    device_used_mb: card.deviceUsedMb,
    provider_used_mb: card.providerUsedMb,
    limit_mb: card.limitMb,
    expires_at: card.expiresAt?.toISOString() ?? null,
    warnings,
  };
}
