import type { PriceConfig, TextVariants } from '@ies/contracts';
import { index, jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { columns } from './columns';
import { sql } from 'drizzle-orm';
import { stations } from './stations';
import { tenants } from './tenants';

/** Electricity price templates of a tenant (docs/spec/B-operations.md §3 "electricity price template"). */
export const priceTemplates = pgTable(
  'price_templates',
  {
    id: columns.id(),
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    /** `name` and `remark` per language (contracts common/localized.ts). */
    i18n: jsonb('i18n').$type<TextVariants>().notNull().default({}),
    config: jsonb('config').$type<PriceConfig>().notNull(),
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
  },
  (t) => [uniqueIndex('price_templates_tenant_name_unique').on(t.tenantId, sql`lower(${t.name})`)],
);
export type PriceTemplateRow = typeof priceTemplates.$inferSelect;

/**
 * The tariff versions of a station: the template in force from a local date (YYYY-MM-DD) until
 * the next version's date. Old versions stay, so past days keep the prices they had.
 */
export const stationTariffs = pgTable(
  'station_tariffs',
  {
    id: columns.id(),
    tenantId: columns.tenantId(),
    stationId: columns.belongsTo('station_id', () => stations.id),
    // Restrict: a template a station uses cannot go (the service refuses first with iot-price.10001).
    templateId: uuid('template_id')
      .notNull()
      .references(() => priceTemplates.id, { onDelete: 'restrict' }),
    effectiveFrom: text('effective_from').notNull(),
    createdBy: uuid('created_by'),
    createdAt: columns.createdAt(),
  },
  (t) => [
    unique('station_tariffs_station_date_uq').on(t.stationId, t.effectiveFrom),
    index('station_tariffs_template_idx').on(t.templateId),
  ],
);
export type StationTariffRow = typeof stationTariffs.$inferSelect;
