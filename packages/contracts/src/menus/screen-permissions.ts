import type { ScreensByFamily } from '../common/access-parts';
import { permissionByApi } from '../permissions/codes';
import { screensByFamilyParts } from '../permissions/permission-parts.gen';
import { permissionFamilyOf } from '../permissions/families';
import { DEFAULT_MENU } from './default-menu';

/**
 * Which screens (menu fields of the default menu) each permission family opens: every folder's
 * `<x>ScreensByFamily` (collected by `npm run gen:contracts`), joined per family. The server derives
 * a group's menus from its permissions with it and the web hides pages and actions with it, so a
 * group made through the API and one made in the form give their members the same menus.
 */
export const SCREENS_BY_FAMILY: Readonly<Record<number, readonly string[]>> =
  joinScreens(screensByFamilyParts);

function joinScreens(parts: readonly ScreensByFamily[]): Record<number, readonly string[]> {
  const joined: Record<number, string[]> = {};
  for (const part of parts) {
    for (const [family, screens] of Object.entries(part)) {
      joined[Number(family)] = [...(joined[Number(family)] ?? []), ...screens];
    }
  }
  return joined;
}

/** Every member sees these, whatever the permissions. */
export const ALWAYS_SCREENS: readonly string[] = ['HomePage', 'PersonalCenter'];

const familiesByScreen = new Map<string, number[]>();
for (const [family, screens] of Object.entries(SCREENS_BY_FAMILY)) {
  for (const screen of screens)
    familiesByScreen.set(screen, [...(familiesByScreen.get(screen) ?? []), Number(family)]);
}

const SCREEN_GROUP = new Map(
  DEFAULT_MENU.filter((entry) => entry.menu_type === '2').map((entry) => [entry.menu_field, entry.group]),
);

/** The permission families of which any one opens a screen; undefined when no permission guards it. */
export function familiesOfScreen(screen: string): readonly number[] | undefined {
  return familiesByScreen.get(screen);
}

/** The screens a set of API permissions opens, the always-open ones first. */
export function screensOfApis(apis: Iterable<string>): string[] {
  const screens = new Set<string>(ALWAYS_SCREENS);
  for (const api of apis) {
    const permission = permissionByApi(api);
    if (!permission) continue;
    for (const screen of SCREENS_BY_FAMILY[permissionFamilyOf(permission.code)] ?? []) screens.add(screen);
  }
  return [...screens];
}

/** Screens plus the menu groups they sit in: what a group stores (the side menu needs both). */
export function withMenuGroups(screens: readonly string[]): string[] {
  const menus = new Set(screens);
  for (const screen of screens) {
    const group = SCREEN_GROUP.get(screen);
    if (group && group !== 'nothing') menus.add(group);
  }
  return [...menus];
}

const DEFAULT_GROUPS = new Set(
  DEFAULT_MENU.filter((entry) => entry.menu_type === '1').map((e) => e.menu_field),
);

/**
 * The menus a group keeps for its permissions: none chosen → every screen the permissions open;
 * chosen → the screens among them that no permission guards or that the permissions open. Menu
 * groups follow from the screens; a tenant's own menu items are kept as chosen.
 */
export function menusForPermissions(apis: readonly string[], chosen: readonly string[]): string[] {
  const opened = new Set(screensOfApis(apis));
  const chosenScreens = chosen.filter((menu) => SCREEN_GROUP.has(menu));
  const custom = chosen.filter((menu) => !SCREEN_GROUP.has(menu) && !DEFAULT_GROUPS.has(menu));
  const base = chosen.length === 0 ? [...opened] : chosenScreens;
  const screens = base.filter((screen) => !familiesByScreen.has(screen) || opened.has(screen));
  const menus = [...new Set([...withMenuGroups(screens), ...custom])];
  // Never stored empty: an empty list reads as "made before menus were derived" (server GroupGrants).
  return menus.length > 0 ? menus : [...ALWAYS_SCREENS];
}

const PAGE_ADDRESSES = DEFAULT_MENU.filter((entry) => entry.menu_type === '2' && entry.link_address)
  .map((entry) => ({ address: entry.link_address, screen: entry.menu_field }))
  .sort((a, b) => b.address.length - a.address.length);

/** The screen a route below /Container belongs to: the page whose address is its longest prefix. */
export function screenOfRoute(path: string): string | undefined {
  return PAGE_ADDRESSES.find(({ address }) => path === address || path.startsWith(`${address}/`))?.screen;
}
