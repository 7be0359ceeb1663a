// What other features use of the prices feature.
export { StationBandRevenue } from './components/StationBandRevenue';
export { StationTariffCard } from './components/StationTariffCard';
