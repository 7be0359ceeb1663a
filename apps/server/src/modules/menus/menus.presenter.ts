import type { MenuItem } from '@ies/contracts';
import type { PublicMenuRow, TenantMenuRow } from '../../db/schema';

export type FlatMenuItem = Omit<MenuItem, 'children'>;

/** A stored row as the flat menu item of docs/spec/A-access-and-shell.md §3. */
export function presentMenuRow(row: PublicMenuRow | TenantMenuRow, isPublic: boolean): FlatMenuItem {
  return {
    menu_field: row.menuField,
    menu_name: row.menuName,
    menu_type: row.menuType,
    link_type: row.linkType,
    link_address: row.linkAddress,
    icon: row.icon,
    show: row.show,
    is_public: isPublic,
    group: row.group,
    order: row.sortOrder,
    update_time: row.updatedAt.toISOString(),
  };
}
