export * from './data-call';
export * from './operations';
