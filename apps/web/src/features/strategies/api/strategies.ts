import type {
  BacktestInput,
  BacktestResult,
  StationStrategy,
  StationStrategyInput,
  Strategy,
  StrategyBatchApply,
  StrategyBatchResult,
  StrategyDraft,
  StrategyGenerate,
  StrategyInput,
  StrategyList,
  StrategyStations,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';
import { readStoredJson, STORAGE_KEYS } from '../../../ui/storage';

const enc = encodeURIComponent;

/** The price-template calls carry the caller's tenant in the path (docs/api/prices.md). */
function templatesPath(): string {
  const user = readStoredJson(STORAGE_KEYS.userInfo) as { tenant_id?: string | number } | null;
  return `/api/out-group-mgmt/tenant/${enc(String(user?.tenant_id ?? ''))}/group-price-template`;
}

export const strategyPaths = {
  list: '/api/strategies',
  generate: '/api/strategies/generate',
  one: (id: string) => `/api/strategies/${enc(id)}`,
  apply: (id: string) => `/api/strategies/${enc(id)}/apply`,
  stations: (id: string) => `/api/strategies/${enc(id)}/stations`,
  ofStation: (stationId: string) => `/api/stations/${enc(stationId)}/strategy`,
  backtest: (stationId: string) => `/api/stations/${enc(stationId)}/backtest`,
  templates: templatesPath,
};

export const fetchStrategies = (query: { current_page: number; page_size: number }) =>
  apiClient.get<StrategyList>(strategyPaths.list, { query: { ...query } });
export const fetchStrategy = (id: string) => apiClient.get<Strategy>(strategyPaths.one(id));
export const createStrategy = (body: StrategyInput) => apiClient.post<Strategy>(strategyPaths.list, body);
export const updateStrategy = (id: string, body: StrategyInput) =>
  apiClient.put<Strategy>(strategyPaths.one(id), body);
export const deleteStrategy = (id: string) => apiClient.delete<void>(strategyPaths.one(id));
export const generateStrategy = (body: StrategyGenerate) =>
  apiClient.post<StrategyDraft>(strategyPaths.generate, body);

/** Push one strategy to many stations; one result per station (issue 14 item 6). */
export const applyStrategy = (id: string, body: StrategyBatchApply) =>
  apiClient.post<StrategyBatchResult>(strategyPaths.apply(id), body);
/** The stations that use a strategy, with their push states. */
export const fetchStrategyStations = (id: string) =>
  apiClient.get<StrategyStations>(strategyPaths.stations(id));

export const fetchStationStrategy = (stationId: string) =>
  apiClient.get<StationStrategy>(strategyPaths.ofStation(stationId));
export const setStationStrategy = (stationId: string, body: StationStrategyInput) =>
  apiClient.put<StationStrategy>(strategyPaths.ofStation(stationId), body);
export const clearStationStrategy = (stationId: string) =>
  apiClient.delete<void>(strategyPaths.ofStation(stationId));

/** Stations the caller can see (GET /api/stations pages them; a batch takes at most 100). */
export const fetchVisibleStations = (query: { current_page: number; page_size: number; name?: string }) =>
  apiClient.get<{ list: { id: string; name: string }[]; pagination: { total_size: number } }>(
    '/api/stations',
    { query: { ...query } },
  );

/** Price templates to generate a strategy from (at most 20 in a tenant: one page). */
export const fetchTemplatesForGenerate = () =>
  apiClient.get<{ list: { id: string; name: string }[] }>(strategyPaths.templates(), {
    query: { current_page: 1, page_size: 20 },
  });

/** A candidate strategy run on the station's battery against recorded days (issue 14 item 7). */
export const runBacktest = (stationId: string, body: BacktestInput) =>
  apiClient.post<BacktestResult>(strategyPaths.backtest(stationId), body);
