// What other features use of the timed-strategies feature.
export { StationTimedStrategyTab } from './components/StationTimedStrategyTab';
