// Query keys of the strategies feature in one place. Every key starts with the root, so
// invalidating `strategyKeys.all` after a change refreshes every view of strategies.

export const strategyKeys = {
  all: ['strategies'] as const,
  list: ['strategies', 'list'] as const,
  everyStrategy: ['strategies', 'list', 'all'] as const,
  one: (id: string | undefined) => ['strategies', 'one', id] as const,
  ofStation: (stationId: string) => ['strategies', 'station', stationId] as const,
  stations: (id: string | undefined) => ['strategies', 'stations', id] as const,
  priceTemplates: ['strategies', 'price-templates'] as const,
  visibleStations: (search: string) => ['strategies', 'visible-stations', search] as const,
};
