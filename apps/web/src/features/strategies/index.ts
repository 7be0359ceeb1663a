// What other features use of the strategies feature.
export { StationStrategyTab } from './components/StationStrategyTab';
