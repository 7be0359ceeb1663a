// What other features may use of stations.
export { fetchStations } from './api/stations';
export { stationKeys } from './api/stationKeys';
export { useStation } from './hooks/useStation';
export { stationRoutes } from './utils/routes';
export { shareTargets } from './utils/shareTargets';
export { RUNNING_HEX } from './utils/labels';
