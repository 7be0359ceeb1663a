// The shapes a domain declares its permissions and side-menu places in (issue 28). A domain's
// contracts folder exports them under fixed names, and scripts/gen-contracts.ts collects every
// folder's into permissions/permission-parts.gen.ts and menus/menu-entries.gen.ts:
//   export const <x>Permissions = [...] as const satisfies readonly PermissionDefinition[];
//   export const <x>PermissionFamilies = [...] as const satisfies readonly PermissionFamilyDefinition[];
//   export const <x>ScreensByFamily = {...} as const satisfies ScreensByFamily;
//   export const <x>MenuEntries = [...] as const satisfies readonly DefaultMenuEntry[];

export interface PermissionDefinition {
  /** 8 digits: the 5-digit family and a 3-digit action. Roles store these in their access list. */
  readonly code: number;
  /** The API name sub-users' function permissions are keyed by. */
  readonly api: string;
  readonly zh: string;
  readonly en: string;
}

/** A permission-code family (the first five digits of its codes) with its heading in both languages. */
export interface PermissionFamilyDefinition {
  readonly family: number;
  readonly zh: string;
  readonly en: string;
}

/**
 * Which screens (menu fields of the default menu) a permission family opens. Several folders may
 * name screens of one family: they are joined in collection order (common first, then by folder).
 */
export type ScreensByFamily = Readonly<Record<number, readonly string[]>>;

/** One entry of the default public menu tree (docs/spec/A-access-and-shell.md §2.5 side menu groups with their pages). */
export interface DefaultMenuEntry {
  readonly menu_field: string;
  readonly menu_name: { readonly zh_CN: string; readonly en_US: string };
  /** '1' a group, '2' a page (menus/enums MENU_TYPES). */
  readonly menu_type: '1' | '2';
  /** Built-in route below /Container for pages; empty for groups. */
  readonly link_address: string;
  readonly icon: string;
  /** The group's menu_field, or 'nothing' at the top. */
  readonly group: string;
  /** The place among its siblings; the tree is listed depth first in this order. */
  readonly order: number;
}
