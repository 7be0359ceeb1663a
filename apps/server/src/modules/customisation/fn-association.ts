/**
 * Energy-storage events bms1, bms2, … each map to the bcu with the same number (docs/spec/A-access-and-shell.md §4 step 5).
 * There is no info model yet to list the events, so the four battery stacks a station cabinet
 * holds at most are assumed: bms1..bms4 → bcu1..bcu4 (docs/api/messages.md).
 */
export const DEFAULT_BMS_EVENT_COUNT = 4;

export function defaultFnAssociation(eventNames?: readonly string[]): Record<string, string> {
  const names = eventNames ?? Array.from({ length: DEFAULT_BMS_EVENT_COUNT }, (_, i) => `bms${i + 1}`);
  const association: Record<string, string> = {};
  for (const name of names) {
    const match = /^bms(\d+)$/.exec(name);
    if (match) association[name] = `bcu${match[1]}`;
  }
  return association;
}
