import { CONTAINER_PREFIX } from '@ies/contracts';

/** The station list below /Container. */
export const STATION_LIST_ROUTE = 'StationManagement/StationList';
const base = `${CONTAINER_PREFIX}/${STATION_LIST_ROUTE}`;

/** Where the station screens live (a station is named by `?id=` as the spec's routes carry no ids). */
export const stationRoutes = {
  list: base,
  add: `${base}/StationAdd`,
  edit: (id: string) => `${base}/StationEdit?id=${encodeURIComponent(id)}`,
  detail: (id: string, tab?: string) =>
    `${base}/StationDetail?id=${encodeURIComponent(id)}${tab ? `&tab=${encodeURIComponent(tab)}` : ''}`,
  operationLog: (id: string) => `${base}/StationDetail/StationOperationLog?id=${encodeURIComponent(id)}`,
};
