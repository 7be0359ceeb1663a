import {
  buildMenuTree,
  DEFAULT_MENU,
  type ErrorCode,
  filterMenuTree,
  type MenuItem,
  type MenuItemCreate,
  type MenuItemUpdate,
  linkAddressIssue,
  menuPlacementError,
  PLATFORM_NAME,
  type TenantMenu,
} from '@ies/contracts';
import { AppError } from '../../platform/app-error';
import { skipsApiMap } from '../../platform/auth.plugin';
import type { Clock } from '../../platform/clock';
import { uniqueViolation } from '../../db/violations';
import type { AuthContext } from '../../platform/identity/auth-context';
import { type FlatMenuItem, presentMenuRow } from './menus.presenter';
import type { MenusRepository, MenuValues } from './menus.repository';

/** A menu rule broken by one field: the B §8 code, with the field named for the form. */
function menuError(code: ErrorCode, field: string): AppError {
  return new AppError(code, { data: { fields: [{ field, code }] } });
}

function assertPlatformAdmin(auth: AuthContext): void {
  if (!auth.isPlatformAdmin) throw new AppError('iot-http.403');
}

/** MenuManage is the tenant manager's (docs/spec/A-access-and-shell.md §6); sub-users only read their menu. */
function assertTenantManager(auth: AuthContext): void {
  if (!auth.isManager) throw new AppError('iot-http.403');
}

function asTree(items: FlatMenuItem[]): TenantMenu {
  return { menu_json: buildMenuTree(items) as MenuItem[] };
}

/** Every item of `field`'s subtree, the item first. */
function subtree(items: readonly FlatMenuItem[], field: string): string[] {
  const fields = [field];
  for (let i = 0; i < fields.length; i++) {
    for (const item of items) if (item.group === fields[i]) fields.push(item.menu_field);
  }
  return fields;
}

function valuesOf(input: MenuItemUpdate, now: Date): MenuValues {
  return {
    menuName: input.menu_name,
    linkType: input.link_type,
    linkAddress: input.link_address,
    icon: input.icon,
    show: input.show,
    group: input.group,
    sortOrder: input.order,
    updatedAt: now,
  };
}

/**
 * Public menus (the platform administrator's) and tenant menus: the public items with the
 * tenant's show and order, plus the tenant's own items (docs/spec/A-access-and-shell.md §3, §7; B §8 rules).
 */
export class MenuService {
  constructor(
    private readonly deps: {
      menus: MenusRepository;
      clock: Clock;
      /** The caller's allowed menu_field values (the access module's group grants). */
      allowedMenus: { menusOf(auth: AuthContext): Promise<string[]> };
    },
  ) {}

  /** First start: the default tree (docs/spec/A-access-and-shell.md §2.5) becomes the platform's public menu. */
  async seedDefaults(platform: string = PLATFORM_NAME): Promise<number> {
    if ((await this.deps.menus.listPublic(platform)).length > 0) return 0;
    return this.deps.menus.insertPublicIfMissing(
      DEFAULT_MENU.map((entry) => ({
        platform,
        menuField: entry.menu_field,
        menuName: entry.menu_name,
        menuType: entry.menu_type,
        linkType: 'code',
        linkAddress: entry.link_address,
        icon: entry.icon,
        group: entry.group,
        sortOrder: entry.order,
      })),
    );
  }

  // Public menus

  async publicMenu(auth: AuthContext, platform: string): Promise<TenantMenu> {
    assertPlatformAdmin(auth);
    return asTree(await this.publicItems(platform));
  }

  async createPublic(auth: AuthContext, platform: string, input: MenuItemCreate): Promise<MenuItem> {
    assertPlatformAdmin(auth);
    const items = await this.publicItems(platform);
    if (items.some((item) => item.menu_field === input.menu_field))
      throw menuError('iot-menu.10001', 'menu_field');
    this.assertPlacement(input, items);
    try {
      const row = await this.deps.menus.insertPublic({ platform, ...this.newRow(input) });
      return { ...presentMenuRow(row, true), children: [] };
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw menuError('iot-menu.10001', 'menu_field');
      throw error;
    }
  }

  async updatePublic(
    auth: AuthContext,
    platform: string,
    field: string,
    input: MenuItemUpdate,
  ): Promise<MenuItem> {
    assertPlatformAdmin(auth);
    const items = await this.publicItems(platform);
    const current = items.find((item) => item.menu_field === field);
    if (!current) throw new AppError('iot-menu.10002');
    this.assertChange(current, input, items);
    const row = await this.deps.menus.updatePublic(platform, field, valuesOf(input, this.deps.clock.now()));
    if (!row) throw new AppError('iot-menu.10002');
    return { ...presentMenuRow(row, true), children: [] };
  }

  /** Deletes the item with everything under it. */
  async deletePublic(auth: AuthContext, platform: string, field: string): Promise<void> {
    assertPlatformAdmin(auth);
    const items = await this.publicItems(platform);
    if (!items.some((item) => item.menu_field === field)) throw new AppError('iot-menu.10002');
    await this.deps.menus.deletePublic(platform, subtree(items, field));
  }

  // Tenant menus

  /** MenuManage: the whole tree, hidden items included (managers only by the route's menu:view). */
  async tenantMenu(auth: AuthContext, platform: string): Promise<TenantMenu> {
    return asTree(await this.tenantItems(auth.tenantId, platform));
  }

  /**
   * getBatchTenantMenu(platform): the side menu already filtered for the caller (docs/spec/A-access-and-shell.md §6), so a
   * sub-user never receives the names of menus they may not see.
   */
  async sideMenu(auth: AuthContext, platform: string): Promise<TenantMenu> {
    const [items, allowed] = await Promise.all([
      this.tenantItems(auth.tenantId, platform),
      skipsApiMap(auth) ? Promise.resolve([]) : this.deps.allowedMenus.menusOf(auth),
    ]);
    const tree = buildMenuTree(items) as MenuItem[];
    return {
      menu_json: filterMenuTree(tree, { isManager: skipsApiMap(auth), allowedMenuFields: allowed }),
    };
  }

  async createTenantItem(auth: AuthContext, platform: string, input: MenuItemCreate): Promise<MenuItem> {
    assertTenantManager(auth);
    const items = await this.tenantItems(auth.tenantId, platform);
    if (items.some((item) => item.menu_field === input.menu_field))
      throw menuError('iot-menu.10001', 'menu_field');
    this.assertPlacement(input, items);
    try {
      const row = await this.deps.menus.insertTenant({
        tenantId: auth.tenantId,
        platform,
        isPublic: false,
        ...this.newRow(input),
      });
      return { ...presentMenuRow(row, false), children: [] };
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw menuError('iot-menu.10001', 'menu_field');
      throw error;
    }
  }

  /**
   * Edits an own item, or hides/shows and reorders a public one (the tenant's setting for it);
   * hiding hides it for everyone in the tenant.
   */
  async updateTenantItem(
    auth: AuthContext,
    platform: string,
    field: string,
    input: MenuItemUpdate,
  ): Promise<MenuItem> {
    assertTenantManager(auth);
    const items = await this.tenantItems(auth.tenantId, platform);
    const current = items.find((item) => item.menu_field === field);
    if (!current) throw new AppError('iot-menu.10004');
    const now = this.deps.clock.now();
    if (current.is_public) {
      const structural = (['menu_name', 'link_type', 'link_address', 'icon', 'group'] as const).find(
        (key) => input[key] !== undefined,
      );
      if (structural) throw menuError('iot-menu.10010', structural);
      const publicRow = await this.deps.menus.findPublic(platform, field);
      if (!publicRow) throw new AppError('iot-menu.10002');
      const show = input.show ?? current.show;
      const order = input.order ?? current.order;
      const updated = await this.deps.menus.updateTenant(auth.tenantId, platform, field, {
        show,
        sortOrder: order,
        updatedAt: now,
      });
      if (!updated) {
        const { id: _id, createdAt: _created, ...copy } = publicRow;
        await this.deps.menus.insertTenant({
          ...copy,
          tenantId: auth.tenantId,
          isPublic: true,
          show,
          sortOrder: order,
          updatedAt: now,
        });
      }
      return { ...current, show, order, update_time: now.toISOString(), children: [] };
    }
    this.assertChange(current, input, items);
    const row = await this.deps.menus.updateTenant(auth.tenantId, platform, field, valuesOf(input, now));
    if (!row) throw new AppError('iot-menu.10004');
    return { ...presentMenuRow(row, false), children: [] };
  }

  /** Deletes an own item with its own items below; public items can only be hidden. */
  async deleteTenantItem(auth: AuthContext, platform: string, field: string): Promise<void> {
    assertTenantManager(auth);
    const items = await this.tenantItems(auth.tenantId, platform);
    const current = items.find((item) => item.menu_field === field);
    if (!current) throw new AppError('iot-menu.10004');
    const fields = subtree(items, field);
    const byField = new Map(items.map((item) => [item.menu_field, item]));
    if (fields.some((f) => byField.get(f)?.is_public)) throw menuError('iot-menu.10010', 'menu_field');
    await this.deps.menus.deleteTenant(auth.tenantId, platform, fields);
  }

  private newRow(input: MenuItemCreate) {
    return {
      menuField: input.menu_field,
      menuName: input.menu_name,
      menuType: input.menu_type,
      linkType: input.link_type,
      linkAddress: input.menu_type === '1' ? '' : input.link_address,
      icon: input.icon,
      show: input.show,
      group: input.group,
      sortOrder: input.order,
    };
  }

  private assertPlacement(
    item: Pick<FlatMenuItem, 'menu_field' | 'menu_type' | 'group'>,
    items: FlatMenuItem[],
  ) {
    const code = menuPlacementError(item, items);
    if (code) throw menuError(code, 'group');
  }

  /** A change keeps the rules: the new place is valid and the link still fits the type. */
  private assertChange(current: FlatMenuItem, input: MenuItemUpdate, items: FlatMenuItem[]) {
    if (input.group !== undefined && input.group !== current.group) {
      if (subtree(items, current.menu_field).includes(input.group))
        throw menuError('iot-menu.10003', 'group');
      this.assertPlacement({ ...current, group: input.group }, items);
    }
    if (input.link_type !== undefined && current.menu_type !== '1') {
      const issue = linkAddressIssue(current.menu_type, input.link_type, input.link_address);
      if (issue) throw menuError(issue.code, 'link_address');
    }
  }

  private async publicItems(platform: string): Promise<FlatMenuItem[]> {
    return (await this.deps.menus.listPublic(platform)).map((row) => presentMenuRow(row, true));
  }

  /** Public items with the tenant's show and order, then the tenant's own items. */
  private async tenantItems(tenantId: string, platform: string): Promise<FlatMenuItem[]> {
    const [publicRows, ownRows] = await Promise.all([
      this.deps.menus.listPublic(platform),
      this.deps.menus.listTenant(tenantId, platform),
    ]);
    const settings = new Map(ownRows.filter((row) => row.isPublic).map((row) => [row.menuField, row]));
    const items = publicRows.map((row) => {
      const item = presentMenuRow(row, true);
      const setting = settings.get(row.menuField);
      return setting ? { ...item, show: setting.show, order: setting.sortOrder } : item;
    });
    const publicFields = new Set(publicRows.map((row) => row.menuField));
    for (const row of ownRows) {
      if (!row.isPublic && !publicFields.has(row.menuField)) items.push(presentMenuRow(row, false));
    }
    return items;
  }
}
