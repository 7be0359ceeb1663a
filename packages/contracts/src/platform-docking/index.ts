export * from './platform-docking';
export * from './operations';
