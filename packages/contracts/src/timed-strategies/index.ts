// The error family lives beside the others (errors/families) so that the catalogue imports no domain folder.
export * from './enums';
export * from './errors';
export * from './operations';
export * from './schemas';
