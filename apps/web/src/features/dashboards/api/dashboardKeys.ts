// Query keys of the dashboards feature: invalidating `all` refreshes every dashboard view.
export const dashboardKeys = {
  all: ['dashboards'] as const,
  list: ['dashboards', 'list'] as const,
  one: (id: string) => ['dashboards', 'one', id] as const,
  data: (dashboardId: string, kanbanId: string) => ['dashboards', 'data', dashboardId, kanbanId] as const,
  markets: ['dashboards', 'markets'] as const,
  rights: ['dashboards', 'rights'] as const,
  devices: (search: string) => ['dashboards', 'devices', search] as const,
  type: (id: string) => ['dashboards', 'type', id] as const,
};
