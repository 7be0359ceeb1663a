export * from './schemas';
export * from './operations';
