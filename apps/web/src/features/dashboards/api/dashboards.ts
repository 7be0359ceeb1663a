import {
  accessOperations,
  type DashboardLayoutInput,
  dashboardsOperations,
  type DataMarketInput,
  deviceOperations,
  deviceTypeOperations,
  type KanbanInput,
  PLATFORM_NAME,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

const byId = (id: string) => ({ params: { id } });
const kanban = (id: string, kanbanId: string) => ({ params: { id, kanban_id: kanbanId } });

export const fetchDashboards = () => apiClient.call(dashboardsOperations.list, {});
export const fetchDashboard = (id: string) => apiClient.call(dashboardsOperations.get, byId(id));
export const createDashboard = (name: string) =>
  apiClient.call(dashboardsOperations.create, { body: { name } });
export const renameDashboard = (id: string, name: string) =>
  apiClient.call(dashboardsOperations.rename, { ...byId(id), body: { name } });
export const deleteDashboard = (id: string) => apiClient.call(dashboardsOperations.remove, byId(id));
export const saveLayout = (id: string, body: DashboardLayoutInput) =>
  apiClient.call(dashboardsOperations.saveLayout, { ...byId(id), body });
export const addKanban = (id: string, body: KanbanInput) =>
  apiClient.call(dashboardsOperations.addKanban, { ...byId(id), body });
export const updateKanban = (id: string, kanbanId: string, body: KanbanInput) =>
  apiClient.call(dashboardsOperations.updateKanban, { ...kanban(id, kanbanId), body });
export const deleteKanban = (id: string, kanbanId: string) =>
  apiClient.call(dashboardsOperations.removeKanban, kanban(id, kanbanId));
export const fetchKanbanData = (id: string, kanbanId: string) =>
  apiClient.call(dashboardsOperations.kanbanData, kanban(id, kanbanId));
export const fetchMarkets = () => apiClient.call(dashboardsOperations.markets, {});
export const createMarket = (body: DataMarketInput) =>
  apiClient.call(dashboardsOperations.createMarket, { body });
export const deleteMarket = (id: string) => apiClient.call(dashboardsOperations.removeMarket, byId(id));
export const applyMarket = (id: string, marketId: string) =>
  apiClient.call(dashboardsOperations.applyMarket, { params: { id, market_id: marketId } });

/** The caller's API names (a sub-user's groups), to hide what the server would refuse. */
export const fetchOwnApis = () =>
  apiClient.call(accessOperations.selfPrivileges, { query: { platform: PLATFORM_NAME } });
export const fetchDeviceOptions = (search: string) =>
  apiClient.call(deviceOperations.list, {
    query: { current_page: 1, page_size: 50, ...(search ? { search, search_by: 'name' as const } : {}) },
  });
export const fetchDeviceType = (id: string) => apiClient.call(deviceTypeOperations.get, byId(id));
