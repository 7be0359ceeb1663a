/**
 * The simulator's physics as a shared package (`@ies/simulator/physics`): pure code with no I/O,
 * used by the simulator and by the platform's backtest (issue 14 item 7), so that both run one
 * battery and one PCS model.
 */
export { Battery, type BatteryConfig } from './battery';
export { Pcs } from './pcs';
export { type ReplayedStep, type ReplayInput, type ReplayStep, replayBattery } from './replay';
export { dispatch, type OperatingStrategy, parseStrategy, StrategyError } from './strategy';
export { dispatchRanges, type StrategyRangeSpec } from './strategy-ranges';
