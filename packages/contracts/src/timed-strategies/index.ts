export * from './enums';
export * from './errors';
export * from './operations';
export * from './schemas';
