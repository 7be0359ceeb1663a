import type {
  DayRevenue,
  StationDemand,
  PriceTemplate,
  PriceTemplateInput,
  PriceTemplateList,
  StationTariff,
  StationTariffInput,
  StationTariffList,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';
import { readSessionUser } from '../../../ui/session';

const enc = encodeURIComponent;

/** The spec's price-template calls carry the caller's tenant in the path (docs/api/prices.md). */
function templatesPath(): string {
  const tenantId = String(readSessionUser()?.tenant_id ?? '');
  return `/api/out-group-mgmt/tenant/${enc(tenantId)}/group-price-template`;
}

export const pricePaths = {
  list: () => templatesPath(),
  one: (id: string) => `${templatesPath()}/${enc(id)}`,
  tariffs: (stationId: string) => `/api/stations/${enc(stationId)}/tariffs`,
  revenue: (stationId: string) => `/api/stations/${enc(stationId)}/revenue`,
  demand: (stationId: string) => `/api/stations/${enc(stationId)}/demand`,
};

export interface PriceListParams {
  current_page: number;
  page_size: number;
  name?: string;
}

export const fetchPriceTemplates = (query: PriceListParams) =>
  apiClient.get<PriceTemplateList>(pricePaths.list(), { query: { ...query } });
export const fetchPriceTemplate = (id: string) => apiClient.get<PriceTemplate>(pricePaths.one(id));
export const createPriceTemplate = (body: PriceTemplateInput) =>
  apiClient.post<PriceTemplate>(pricePaths.list(), body);
export const updatePriceTemplate = (id: string, body: PriceTemplateInput) =>
  apiClient.put<PriceTemplate>(pricePaths.one(id), body);
export const deletePriceTemplate = (id: string) => apiClient.delete<void>(pricePaths.one(id));

export const fetchStationTariffs = (stationId: string) =>
  apiClient.get<StationTariffList>(pricePaths.tariffs(stationId));
export const createStationTariff = (stationId: string, body: StationTariffInput) =>
  apiClient.post<StationTariff>(pricePaths.tariffs(stationId), body);
export const fetchStationRevenue = (stationId: string, date?: string) =>
  apiClient.get<DayRevenue>(pricePaths.revenue(stationId), { query: { date } });

/** The month's peak import with and without the battery and the demand-charge saving (issue 14 item 4). */
export const fetchStationDemand = (stationId: string, month?: string) =>
  apiClient.get<StationDemand>(pricePaths.demand(stationId), { query: { month } });
