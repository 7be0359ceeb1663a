import { TENANT_STATUSES, type TenantStatusValue } from '@ies/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { columns } from './columns';

export const TENANT_KINDS = ['platform', 'merchant'] as const;
export type TenantKind = (typeof TENANT_KINDS)[number];
/** pending → active | rejected (merchant review); active ⇄ disabled (platform administrator). */
export type TenantStatus = TenantStatusValue;

/**
 * A tenant: the platform's own tenant (holds the platform administrator) or a merchant. Owners
 * (user type 2) live inside the merchant that they registered under.
 */
export const tenants = pgTable(
  'tenants',
  {
    id: columns.id(),
    kind: text('kind', { enum: TENANT_KINDS }).notNull(),
    status: text('status', { enum: TENANT_STATUSES }).notNull(),
    /** The merchant's registered username; sub-users sign in as `name@namespace`. */
    namespace: text('namespace').notNull(),
    name: text('name').notNull(),
    /** Public merchant number that owners enter (base64 in `extension_code`). */
    businessId: text('business_id').notNull(),
    extensionCode: text('extension_code').notNull(),
    tenantType: integer('tenant_type').notNull().default(0),
    ...columns.organisationAddress(),
    /** This tenant's storage quota in bytes; null uses TENANT_STORAGE_QUOTA_BYTES (docs/storage-capacity.md). */
    storageQuotaBytes: bigint('storage_quota_bytes', { mode: 'number' }),
    reviewReason: text('review_reason'),
    reviewedAt: columns.at('reviewed_at'),
    reviewedBy: uuid('reviewed_by'),
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
  },
  (t) => [
    uniqueIndex('tenants_namespace_unique').on(sql`lower(${t.namespace})`),
    uniqueIndex('tenants_business_id_unique').on(t.businessId),
    uniqueIndex('tenants_extension_code_unique').on(t.extensionCode),
    check('tenants_kind_check', sql`${t.kind} in ('platform', 'merchant')`),
    check('tenants_status_check', sql`${t.status} in ('pending', 'active', 'rejected', 'disabled')`),
  ],
);

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;
