import {
  deviceOperations,
  deviceTypeOperations,
  type TimedStrategyInput,
  timedStrategiesOperations,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

const station = (stationId: string) => ({ params: { station_id: stationId } });
const one = (stationId: string, id: string) => ({ params: { station_id: stationId, id } });

export const timedKeys = {
  all: ['timed-strategies'] as const,
  list: (stationId: string, page: number) => ['timed-strategies', 'list', stationId, page] as const,
  logs: (stationId: string, page: number) => ['timed-strategies', 'logs', stationId, page] as const,
  devices: (stationId: string) => ['timed-strategies', 'devices', stationId] as const,
  type: (id: string) => ['timed-strategies', 'type', id] as const,
};

export const fetchTimedStrategies = (stationId: string, page: number) =>
  apiClient.call(timedStrategiesOperations.list, {
    ...station(stationId),
    query: { current_page: page, page_size: 10 },
  });
export const createTimedStrategy = (stationId: string, body: TimedStrategyInput) =>
  apiClient.call(timedStrategiesOperations.create, { ...station(stationId), body });
export const updateTimedStrategy = (stationId: string, id: string, body: TimedStrategyInput) =>
  apiClient.call(timedStrategiesOperations.update, { ...one(stationId, id), body });
export const setTimedStrategyEnabled = (stationId: string, id: string, enabled: boolean) =>
  apiClient.call(timedStrategiesOperations.setEnabled, { ...one(stationId, id), body: { enabled } });
export const deleteTimedStrategy = (stationId: string, id: string) =>
  apiClient.call(timedStrategiesOperations.remove, one(stationId, id));
export const fetchTimedLogs = (stationId: string, page: number) =>
  apiClient.call(timedStrategiesOperations.logs, {
    ...station(stationId),
    query: { current_page: page, page_size: 10 },
  });
/** The devices bound to the station (the strategy's device choices). */
export const fetchStationDevices = (stationId: string) =>
  apiClient.call(deviceOperations.list, {
    query: { current_page: 1, page_size: 100, station_id: stationId },
  });
export const fetchDeviceType = (id: string) => apiClient.call(deviceTypeOperations.get, { params: { id } });
