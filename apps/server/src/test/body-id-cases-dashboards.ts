import type { BodyIdCase } from './body-id-cases';

/** Dashboards (issue 30): kanban, dashboard and device ids inside bodies. */
export const DASHBOARD_BODY_ID_CASES: BodyIdCase[] = [
  {
    route: 'PUT /api/dashboards/:id/layout',
    field: 'items[].id',
    path: ({ b }) => `/api/dashboards/${b.dashboardId}/layout`,
    body: ({ a }) => ({ items: [{ id: a.kanbanId, layout: { x: 0, y: 0, w: 6, h: 4 } }] }),
  },
  ...(['POST /api/dashboards/:id/kanbans', 'PUT /api/dashboards/:id/kanbans/:kanban_id'] as const).map(
    (route): BodyIdCase => ({
      route,
      field: 'device_ids',
      path: ({ b }) =>
        route.startsWith('PUT')
          ? `/api/dashboards/${b.dashboardId}/kanbans/${b.kanbanId}`
          : `/api/dashboards/${b.dashboardId}/kanbans`,
      body: ({ a, b }) => ({
        name: 'B kanban',
        description: 'B kanban',
        device_ids: [a.deviceId],
        points: [b.pointName],
        form: 'line',
        x_axis: 'time',
        range: 'recent',
      }),
    }),
  ),
  {
    route: 'POST /api/data-markets',
    field: 'dashboard_id',
    body: ({ a, b }) => ({ name: 'B market', dashboard_id: a.dashboardId, kanban_ids: [b.kanbanId] }),
  },
  {
    route: 'POST /api/data-markets',
    field: 'kanban_ids',
    body: ({ a, b }) => ({ name: 'B market', dashboard_id: b.dashboardId, kanban_ids: [a.kanbanId] }),
  },
];
