// Query keys of the prices feature in one place. Every key starts with the root, so invalidating
// `priceKeys.all` (after a template or tariff change) refreshes every view of prices and revenue.

export const priceKeys = {
  all: ['prices'] as const,
  list: ['prices', 'list'] as const,
  page: (query: unknown) => ['prices', 'list', query] as const,
  everyTemplate: ['prices', 'list', 'all'] as const,
  one: (id: string | undefined) => ['prices', 'one', id] as const,
  tariffs: (stationId: string) => ['prices', 'tariffs', stationId] as const,
  revenue: (stationId: string, date: string) => ['prices', 'revenue', stationId, date] as const,
  demandMonth: (stationId: string) => ['prices', 'demand', stationId, 'month'] as const,
};
