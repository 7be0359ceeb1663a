// Exports, download tasks and scheduled delivery of reports (issue 29): one contracts folder.
export * from './limits';
export * from './schemas';
export * from './operations';
