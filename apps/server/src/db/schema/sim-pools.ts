import { doublePrecision, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { columns } from './columns';
import { devices } from './devices';
import { tenants } from './tenants';

/** A tenant's SIM pool at its provider (B §3 "SIM pool"); the secret key only sealed (platform/secrets). */
export const simPools = pgTable(
  'sim_pools',
  {
    id: columns.id(),
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    poolId: text('pool_id').notNull(),
    appId: text('app_id').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    providerUrl: text('provider_url').notNull(),
    totalMb: doublePrecision('total_mb'),
    usedMb: doublePrecision('used_mb'),
    syncedAt: columns.at('synced_at'),
    syncError: text('sync_error'),
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
  },
  (t) => [unique('sim_pools_tenant_pool_uq').on(t.tenantId, t.poolId)],
);
export type SimPoolRow = typeof simPools.$inferSelect;

/** A SIM card of a pool, as its provider lists it, and the device it sits in. */
export const simCards = pgTable(
  'sim_cards',
  {
    id: columns.id(),
    tenantId: columns.tenantId(),
    poolId: columns.belongsTo('pool_id', () => simPools.id),
    iccid: text('iccid').notNull(),
    deviceId: text('device_id').references(() => devices.id, { onDelete: 'set null' }),
    providerUsedMb: doublePrecision('provider_used_mb'),
    limitMb: doublePrecision('limit_mb'),
    expiresAt: columns.at('expires_at'),
    updatedAt: columns.updatedAt(),
  },
  (t) => [
    unique('sim_cards_pool_iccid_uq').on(t.poolId, t.iccid),
    index('sim_cards_device_idx').on(t.deviceId),
  ],
);
export type SimCardRow = typeof simCards.$inferSelect;
