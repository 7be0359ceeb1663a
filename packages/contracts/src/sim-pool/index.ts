export * from './sim-pool';
export * from './operations';
