import {
  type BacktestInput,
  backtestOperations,
  pricesOperations,
  type StationStrategyInput,
  type StrategyBatchApply,
  type StrategyGenerate,
  type StrategyInput,
  stationsOperations,
  strategiesOperations,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';
import { sessionPathIds } from '../../../ui/session';

const byId = (id: string) => ({ params: { id } });

/** The price-template calls carry the caller's tenant in the path (docs/api/prices.md). */
const callerTenant = () => ({ tenant_id: sessionPathIds().tenant_id });

export const fetchStrategies = (query: { current_page: number; page_size: number }) =>
  apiClient.call(strategiesOperations.list, { query });
export const fetchStrategy = (id: string) => apiClient.call(strategiesOperations.get, byId(id));
export const createStrategy = (body: StrategyInput) => apiClient.call(strategiesOperations.create, { body });
export const updateStrategy = (id: string, body: StrategyInput) =>
  apiClient.call(strategiesOperations.update, { ...byId(id), body });
export const deleteStrategy = (id: string) => apiClient.call(strategiesOperations.remove, byId(id));
export const generateStrategy = (body: StrategyGenerate) =>
  apiClient.call(strategiesOperations.generate, { body });

/** Push one strategy to many stations; one result per station (issue 14 item 6). */
export const applyStrategy = (id: string, body: StrategyBatchApply) =>
  apiClient.call(strategiesOperations.applyToStations, { ...byId(id), body });
/** The stations that use a strategy, with their push states. */
export const fetchStrategyStations = (id: string) =>
  apiClient.call(strategiesOperations.stationsOf, byId(id));

export const fetchStationStrategy = (stationId: string) =>
  apiClient.call(strategiesOperations.ofStation, byId(stationId));
export const setStationStrategy = (stationId: string, body: StationStrategyInput) =>
  apiClient.call(strategiesOperations.assign, { ...byId(stationId), body });
export const clearStationStrategy = (stationId: string) =>
  apiClient.call(strategiesOperations.unassign, byId(stationId));

/** Stations the caller can see (GET /api/stations pages them; a batch takes at most 100). */
export const fetchVisibleStations = (query: { current_page: number; page_size: number; name?: string }) =>
  apiClient.call(stationsOperations.list, { query });

/** Price templates to generate a strategy from (at most 20 in a tenant: one page). */
export const fetchTemplatesForGenerate = () =>
  apiClient.call(pricesOperations.list, {
    params: callerTenant(),
    query: { current_page: 1, page_size: 20 },
  });

/** A candidate strategy run on the station's battery against recorded days (issue 14 item 7). */
export const runBacktest = (stationId: string, body: BacktestInput) =>
  apiClient.call(backtestOperations.run, { ...byId(stationId), body });
