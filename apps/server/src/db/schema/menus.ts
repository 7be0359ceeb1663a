import { LINK_TYPES, type LinkAddress, MENU_TYPES } from '@ies/contracts';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { columns } from './columns';
import { tenants } from './tenants';

export interface MenuNameColumn {
  zh_CN: string;
  en_US: string;
}

const menuItemColumns = () => ({
  id: columns.id(),
  /** The front end the menu belongs to (docs/spec/A-access-and-shell.md §9: Solar_R2_Industry). */
  platform: text('platform').notNull(),
  menuField: text('menu_field').notNull(),
  menuName: jsonb('menu_name').$type<MenuNameColumn>().notNull(),
  menuType: text('menu_type', { enum: MENU_TYPES }).notNull(),
  linkType: text('link_type', { enum: LINK_TYPES }).notNull(),
  /** A route path or URL string, or {hmi_id, web_id, page_id} for application pages. */
  linkAddress: jsonb('link_address').$type<LinkAddress>().notNull(),
  icon: text('icon').notNull().default(''),
  show: boolean('show').notNull().default(true),
  /** Parent menu_field, or 'nothing' at the top. */
  group: text('group').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: columns.createdAt(),
  updatedAt: columns.updatedAt(),
});

/** The platform's public menus, kept by the platform administrator; every tenant menu starts from them. */
export const publicMenus = pgTable('public_menus', menuItemColumns(), (t) => [
  uniqueIndex('public_menus_field_unique').on(t.platform, t.menuField),
]);

/**
 * A tenant's menu items. Rows with is_public true only carry the tenant's show and order for the
 * public item of the same menu_field; the rest of such an item comes from public_menus.
 */
export const tenantMenus = pgTable(
  'tenant_menus',
  {
    ...menuItemColumns(),
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    isPublic: boolean('is_public').notNull().default(false),
  },
  (t) => [
    uniqueIndex('tenant_menus_field_unique').on(t.tenantId, t.platform, t.menuField),
    index('tenant_menus_tenant_idx').on(t.tenantId, t.platform),
  ],
);

export type PublicMenuRow = typeof publicMenus.$inferSelect;
export type TenantMenuRow = typeof tenantMenus.$inferSelect;
