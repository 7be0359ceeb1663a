import {
  type PriceTemplateInput,
  pricesOperations,
  revenueOperations,
  type StationTariffInput,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';
import { sessionPathIds } from '../../../ui/session';

/** The spec's price-template calls carry the caller's tenant in the path (docs/api/prices.md). */
const callerTenant = () => ({ tenant_id: sessionPathIds().tenant_id });

const template = (id: string) => ({ params: { ...callerTenant(), id } });
const station = (id: string) => ({ params: { id } });

export interface PriceListParams {
  current_page: number;
  page_size: number;
  name?: string;
}

export const fetchPriceTemplates = (query: PriceListParams) =>
  apiClient.call(pricesOperations.list, { params: callerTenant(), query });
export const fetchPriceTemplate = (id: string) => apiClient.call(pricesOperations.get, template(id));
export const createPriceTemplate = (body: PriceTemplateInput) =>
  apiClient.call(pricesOperations.create, { params: callerTenant(), body });
export const updatePriceTemplate = (id: string, body: PriceTemplateInput) =>
  apiClient.call(pricesOperations.update, { ...template(id), body });
export const deletePriceTemplate = (id: string) => apiClient.call(pricesOperations.remove, template(id));

export const fetchStationTariffs = (stationId: string) =>
  apiClient.call(pricesOperations.tariffs, station(stationId));
export const createStationTariff = (stationId: string, body: StationTariffInput) =>
  apiClient.call(pricesOperations.setTariff, { ...station(stationId), body });
export const fetchStationRevenue = (stationId: string, date?: string) =>
  apiClient.call(revenueOperations.day, { ...station(stationId), query: { date } });

/** The month's peak import with and without the battery and the demand-charge saving (issue 14 item 4). */
export const fetchStationDemand = (stationId: string, month?: string) =>
  apiClient.call(revenueOperations.demand, { ...station(stationId), query: { month } });
