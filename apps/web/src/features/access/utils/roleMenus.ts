import { registeredScreens } from '../../../lib/feature';
import { DEFAULT_MENU, type Locale, permissionByApi, permissionFamilyOf } from '@ies/contracts';

/** Every member sees these, whatever the permissions. */
export const ALWAYS_SCREENS: readonly string[] = ['HomePage', 'PersonalCenter'];

/** The screens the chosen permissions open. */
export function screensOf(apis: readonly string[]): string[] {
  // Which screens a permission family opens: each feature declares its own (feature.ts `screens`),
  // so a group's menus follow its permissions (a member who may view stations sees the station list).
  const familyScreens = registeredScreens();
  const screens = new Set<string>(ALWAYS_SCREENS);
  for (const api of apis) {
    const permission = permissionByApi(api);
    if (!permission) continue;
    for (const screen of familyScreens.get(permissionFamilyOf(permission.code)) ?? []) screens.add(screen);
  }
  return [...screens];
}

/**
 * The menus after the permissions changed from `before` to `after`: screens of newly chosen
 * permissions are added, those only the dropped permissions opened are removed, and the user's own
 * additions and removals otherwise stay.
 */
export function followPermissions(
  menus: readonly string[],
  before: readonly string[],
  after: readonly string[],
): string[] {
  const had = new Set(screensOf(before));
  const has = new Set(screensOf(after));
  const kept = menus.filter((menu) => !(had.has(menu) && !has.has(menu)));
  const added = [...has].filter((screen) => !had.has(screen) && !kept.includes(screen));
  return [...kept, ...added];
}

/** The screens a group can list, with their names (pages of the default menu). */
export function screenOptions(locale: Locale): Array<{ value: string; label: string }> {
  return DEFAULT_MENU.filter((entry) => entry.menu_type === '2').map((entry) => ({
    value: entry.menu_field,
    label: locale === 'en' ? entry.menu_name.en_US : entry.menu_name.zh_CN,
  }));
}

const SCREEN_GROUP = new Map(
  DEFAULT_MENU.filter((entry) => entry.menu_type === '2').map((entry) => [entry.menu_field, entry.group]),
);

/** What a group stores: the chosen screens and the menu groups they sit in (the side menu needs both). */
export function withMenuGroups(screens: readonly string[]): string[] {
  const menus = new Set(screens);
  for (const screen of screens) {
    const group = SCREEN_GROUP.get(screen);
    if (group && group !== 'nothing') menus.add(group);
  }
  return [...menus];
}

/** What the form shows of a stored group: its screens (the menu groups follow from them). */
export function screensIn(menus: readonly string[]): string[] {
  return menus.filter((menu) => SCREEN_GROUP.has(menu) || !DEFAULT_MENU.some((e) => e.menu_field === menu));
}
