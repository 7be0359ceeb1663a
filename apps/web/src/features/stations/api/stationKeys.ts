import { SINGLE_STATION_CONFIG_KEY } from '@ies/contracts';

// Query keys of the stations feature in one place: every key starts with `all`, so one
// invalidation of the root refreshes every view of stations (list, detail, tabs, home).

export const stationKeys = {
  all: ['stations'] as const,
  list: ['stations', 'list'] as const,
  page: (query: unknown) => ['stations', 'list', query] as const,
  map: (query: unknown) => ['stations', 'list', 'map', query] as const,
  allForSlaves: ['stations', 'list', 'all-for-slaves'] as const,
  home: ['stations', 'home'] as const,
  one: (id: string) => ['stations', 'one', id] as const,
  live: (id: string) => ['stations', 'live', id] as const,
  things: (id: string, page: number) => ['stations', 'things', id, page] as const,
  everyThing: (id: string) => ['stations', 'things-all', id] as const,
  logs: (id: string, page: number, pageSize: number) => ['stations', 'logs', id, page, pageSize] as const,
  shares: (id: string) => ['stations', 'shares', id] as const,
  subsystems: (id: string) => ['stations', 'subsystems', id] as const,
  masterSlave: (id: string) => ['stations', 'master-slave', id] as const,
  bms: (id: string) => ['stations', 'bms', id] as const,
  bmsAssociation: (id: string) => ['stations', 'bms-association', id] as const,
  recalculation: (id: string) => ['stations', 'recalculation', id] as const,
  video: (id: string) => ['stations', 'video', id] as const,
  /** The station choices of other features' forms (alarm rules, orders); station changes refresh them. */
  options: ['stations', 'options'] as const,
  /** The user's own setting, not station data: outside the root, as it always was. */
  overviewDisplay: ['user-setting', SINGLE_STATION_CONFIG_KEY] as const,
};
