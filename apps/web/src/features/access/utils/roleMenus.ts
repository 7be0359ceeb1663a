import { DEFAULT_MENU, type Locale, screensOfApis } from '@ies/contracts';

export { ALWAYS_SCREENS, withMenuGroups } from '@ies/contracts';

/** The screens the chosen permissions open (contracts' SCREENS_BY_FAMILY, the same map the server uses). */
export function screensOf(apis: readonly string[]): string[] {
  return screensOfApis(apis);
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

/** What the form shows of a stored group: its screens (the menu groups follow from them). */
export function screensIn(menus: readonly string[]): string[] {
  return menus.filter((menu) => SCREEN_GROUP.has(menu) || !DEFAULT_MENU.some((e) => e.menu_field === menu));
}
