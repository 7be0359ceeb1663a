import { z } from 'zod';
import { SIM_APP_ID, SIM_POOL_ID, SIM_SECRET_KEY } from '../common/limits';
import { simAppId, simPoolId, simSecretKey } from '../common/names';
import { INVALID_CODE } from '../common/text';

// SIM pools (docs/spec/B-operations.md §2 SimpoolList, §3, §5; issue 32 item 2).

export { SIM_APP_ID, SIM_POOL_ID, SIM_SECRET_KEY };
/** A pool or card at this share of its limit or above is shown with a warning (ours). */
export const SIM_USAGE_WARNING_RATIO = 0.9;
/** A card expiring within this many days is shown with a warning (ours). */
export const SIM_EXPIRY_WARNING_DAYS = 30;
/** How often every pool is synced from its provider, minutes (ours). */
export const SIM_SYNC_INTERVAL_MINUTES = 60;
/** Pools one tenant may keep (ours). */
export const SIM_POOLS_PER_TENANT_MAX = 50;
export const SIM_PROVIDER_URL_MAX = 512;

const providerUrl = z
  .string({ error: 'iot-sim.10002' })
  .max(SIM_PROVIDER_URL_MAX, { error: 'iot-sim.10002' })
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, { error: 'iot-sim.10002' });

/** A new pool: the secret key is required, stored encrypted and never answered. */
export const simPoolInputSchema = z.strictObject({
  pool_id: simPoolId,
  app_id: simAppId,
  secret_key: simSecretKey,
  provider_url: providerUrl,
});
export type SimPoolInput = z.infer<typeof simPoolInputSchema>;

/** An edit: a secret key left out keeps the saved one. */
export const simPoolUpdateSchema = simPoolInputSchema.extend({ secret_key: simSecretKey.optional() });
export type SimPoolUpdate = z.infer<typeof simPoolUpdateSchema>;

export const simPoolPathSchema = z.object({ id: z.uuid({ error: INVALID_CODE }) });
export const simCardPathSchema = simPoolPathSchema.extend({ card_id: z.uuid({ error: INVALID_CODE }) });

/** Why a pool or a card is flagged. */
export const SIM_WARNINGS = ['usage', 'expiry'] as const;
export type SimWarning = (typeof SIM_WARNINGS)[number];

/** A pool as answered: never its secret key, only that one is saved. */
export const simPoolSchema = z.object({
  id: z.string(),
  pool_id: z.string(),
  app_id: z.string(),
  secret_saved: z.boolean(),
  provider_url: z.string(),
  /** Data amounts in MB, from the provider's last sync (null before the first). */
  total_mb: z.number().nullable(),
  used_mb: z.number().nullable(),
  remaining_mb: z.number().nullable(),
  card_count: z.number().int(),
  warnings: z.array(z.enum(SIM_WARNINGS)),
  synced_at: z.string().nullable(),
  /** The last sync's failure (a catalogue code), null when it worked. */
  sync_error: z.string().nullable(),
  created_at: z.string(),
});
export type SimPool = z.infer<typeof simPoolSchema>;
export const simPoolListSchema = z.object({ items: z.array(simPoolSchema) });

/** A SIM card of a pool: its usage as the provider counts it and as its device reports it. */
export const simCardSchema = z.object({
  id: z.string(),
  iccid: z.string(),
  device_id: z.string().nullable(),
  device_name: z.string().nullable(),
  /** MB used as the linked device last reported it (its sim_data_used point). */
  device_used_mb: z.number().nullable(),
  provider_used_mb: z.number().nullable(),
  limit_mb: z.number().nullable(),
  expires_at: z.string().nullable(),
  warnings: z.array(z.enum(SIM_WARNINGS)),
});
export type SimCard = z.infer<typeof simCardSchema>;
export const simCardListSchema = z.object({ items: z.array(simCardSchema) });

/** Links a card to a device of the caller's authority, or unlinks it (null). */
export const simCardLinkSchema = z.strictObject({
  device_id: z.string({ error: INVALID_CODE }).min(1, { error: INVALID_CODE }).max(64).nullable(),
});
export type SimCardLink = z.infer<typeof simCardLinkSchema>;

/**
 * The provider API the adapter speaks (docs/sim-pool.md): `GET {provider_url}/pools/{pool_id}/usage`
 * with `x-app-id`, `x-timestamp` (ms) and `x-signature` (hex HMAC-SHA256 of
 * `{app_id}\n{pool_id}\n{timestamp}` under the secret key) answers this.
 */
export const simProviderUsageSchema = z.object({
  total_mb: z.number().min(0),
  used_mb: z.number().min(0),
  cards: z
    .array(
      z.object({
        iccid: z.string().regex(/^[0-9A-Fa-f]{18,22}$/),
        used_mb: z.number().min(0).nullable().optional(),
        limit_mb: z.number().min(0).nullable().optional(),
        expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
      }),
    )
    .max(10_000),
});
export type SimProviderUsage = z.infer<typeof simProviderUsageSchema>;

/** The signature the provider checks (HMAC-SHA256 hex of this text under the secret key). */
export function simSignatureText(appId: string, poolId: string, timestamp: number): string {
  return `${appId}\n${poolId}\n${timestamp}`;
}
