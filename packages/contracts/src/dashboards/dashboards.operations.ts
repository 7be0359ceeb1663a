import { operation } from '../common/operation';
import {
  applyMarketPathSchema,
  dashboardInputSchema,
  dashboardLayoutInputSchema,
  dashboardListSchema,
  dashboardPathSchema,
  dashboardSchema,
  dataMarketInputSchema,
  dataMarketListSchema,
  dataMarketPathSchema,
  dataMarketSchema,
  kanbanDataSchema,
  kanbanInputSchema,
  kanbanPathSchema,
  kanbanSchema,
} from './dashboards';

const EDIT_DENIED = 'iot-permission.10007';

/**
 * Served by `dashboards.routes.ts`; OpenAPI tag: dashboards. Changes pass the gate with
 * dashboard:view and are refused by the service with the B §6 text (iot-permission.10007) when
 * the caller lacks dashboard:create, :update or :delete.
 */
export const dashboardsOperations = {
  list: operation({
    method: 'GET',
    path: '/dashboards',
    access: 'dashboard:view',
    summary: "The tenant's dashboards",
    schema: { reply: dashboardListSchema },
  }),
  create: operation({
    method: 'POST',
    path: '/dashboards',
    access: 'dashboard:view',
    answer: 201,
    summary: 'Create a dashboard (needs dashboard:create)',
    errors: [EDIT_DENIED],
    schema: { body: dashboardInputSchema, reply: dashboardSchema },
  }),
  get: operation({
    method: 'GET',
    path: '/dashboards/:id',
    access: 'dashboard:view',
    summary: 'One dashboard with its kanbans and their layout',
    schema: { params: dashboardPathSchema, reply: dashboardSchema },
  }),
  rename: operation({
    method: 'PUT',
    path: '/dashboards/:id',
    access: 'dashboard:view',
    summary: 'Rename a dashboard (needs dashboard:update)',
    errors: [EDIT_DENIED],
    schema: { params: dashboardPathSchema, body: dashboardInputSchema, reply: dashboardSchema },
  }),
  remove: operation({
    method: 'DELETE',
    path: '/dashboards/:id',
    access: 'dashboard:view',
    answer: 204,
    summary: 'Delete a dashboard and its kanbans (needs dashboard:delete)',
    errors: [EDIT_DENIED],
    schema: { params: dashboardPathSchema },
  }),
  saveLayout: operation({
    method: 'PUT',
    path: '/dashboards/:id/layout',
    access: 'dashboard:view',
    summary: 'Save moved and resized kanbans on the 24-column grid (needs dashboard:update)',
    errors: [EDIT_DENIED],
    schema: { params: dashboardPathSchema, body: dashboardLayoutInputSchema, reply: dashboardSchema },
  }),
  addKanban: operation({
    method: 'POST',
    path: '/dashboards/:id/kanbans',
    access: 'dashboard:view',
    answer: 201,
    summary: "Add a kanban (needs dashboard:update); devices within the caller's station authority",
    errors: [EDIT_DENIED, 'iot-data.10013', 'iot-out-wrapper.70005'],
    schema: { params: dashboardPathSchema, body: kanbanInputSchema, reply: kanbanSchema },
  }),
  updateKanban: operation({
    method: 'PUT',
    path: '/dashboards/:id/kanbans/:kanban_id',
    access: 'dashboard:view',
    summary: 'Replace a kanban (needs dashboard:update)',
    errors: [EDIT_DENIED, 'iot-out-wrapper.70005'],
    schema: { params: kanbanPathSchema, body: kanbanInputSchema, reply: kanbanSchema },
  }),
  removeKanban: operation({
    method: 'DELETE',
    path: '/dashboards/:id/kanbans/:kanban_id',
    access: 'dashboard:view',
    answer: 204,
    summary: 'Remove a kanban (needs dashboard:update)',
    errors: [EDIT_DENIED],
    schema: { params: kanbanPathSchema },
  }),
  kanbanData: operation({
    method: 'GET',
    path: '/dashboards/:id/kanbans/:kanban_id/data',
    access: 'dashboard:view',
    summary:
      "A kanban's records over its range, of the devices within the caller's authority; more than 10,000 is refused (iot-data.10005)",
    errors: ['iot-data.10005'],
    schema: { params: kanbanPathSchema, reply: kanbanDataSchema },
  }),
  markets: operation({
    method: 'GET',
    path: '/data-markets',
    access: 'dashboard:view',
    summary: "The tenant's data markets (named kanban templates)",
    schema: { reply: dataMarketListSchema },
  }),
  createMarket: operation({
    method: 'POST',
    path: '/data-markets',
    access: 'dashboard:view',
    answer: 201,
    summary: 'Save kanbans of a dashboard as a named template (needs dashboard:create)',
    errors: [EDIT_DENIED, 'iot-http.404'],
    schema: { body: dataMarketInputSchema, reply: dataMarketSchema },
  }),
  removeMarket: operation({
    method: 'DELETE',
    path: '/data-markets/:id',
    access: 'dashboard:view',
    answer: 204,
    summary: 'Delete a data market (needs dashboard:delete)',
    errors: [EDIT_DENIED],
    schema: { params: dataMarketPathSchema },
  }),
  applyMarket: operation({
    method: 'POST',
    path: '/dashboards/:id/data-markets/:market_id',
    access: 'dashboard:view',
    summary: "Add a data market's kanbans to a dashboard, below its kanbans (needs dashboard:update)",
    errors: [EDIT_DENIED, 'iot-data.10013', 'iot-out-wrapper.70005'],
    schema: { params: applyMarketPathSchema, reply: dashboardSchema },
  }),
};
