export * from './system';
export * from './tenants';
export * from './users';
export * from './sessions';
export * from './captchas';
export * from './verification-codes';
export * from './login-failures';
export * from './behaviour-log';
export * from './outbox';
export * from './host-brands';
export * from './third-party';
export * from './devices';
export * from './telemetry';
export * from './access';
export * from './messages';
export * from './uploads';
export * from './customisations';
export * from './menus';
export * from './operation-log';
export * from './organisations';
export * from './stations';
export * from './device-data';
export * from './live';
export * from './prices';
export * from './strategies';
export * from './revenue';
export * from './orders';
// ---- alarms (issue 15) ----
export * from './alarms';
export * from './handoff';
export * from './device-sends';
export * from './jobs';
export * from './dashboards';
// ---- statistics and custom reports (issue 29) ----
export * from './custom-reports';
// ---- exports, download tasks and scheduled delivery (issue 29) ----
export * from './exports';
// ---- SIM pools and platform docking (issue 32) ----
export * from './sim-pools';
export * from './platform-docking';
// ---- firmware upgrade (issue 31 item 2) ----
export * from './firmware';
export * from './timed-strategies';
export * from './batch-operations';
export * from './storage';
export * from './data-calls';
export * from './bigscreens';
