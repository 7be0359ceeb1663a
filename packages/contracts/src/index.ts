export * from './common/locale';
export * from './common/error-types';
export * from './catalogue/errors';
export * from './catalogue/messages';
export * from './catalogue/docs';

export * from './common/limits';
export * from './storage/data-limits';
export * from './system/upload-limits';
export * from './common/lora-limits';
export * from './identity/verification-limits';
export * from './common/platform';
export * from './common/theme';

export * from './common/label';
export * from './common/localized';
export * from './common/account-enums';
export * from './alarms/enums';
export * from './storage/data-enums';
export * from './device/enums';
export * from './menus/enums';
export * from './prices/enums';
export * from './station/enums';
export * from './timed-strategies/enums';
export * from './orders/enums';
export * from './catalogue/enums';

export * from './permissions/families';
export * from './permissions/codes';

export * from './common/text';
export * from './common/account';
export * from './common/names';
export * from './device/validation';
export * from './common/numbers';
export * from './common/time';
export * from './catalogue/issues';
export * from './identity/forms-confirm';
export * from './identity/forms-login';
export * from './identity/forms-verification';
export * from './identity/forms-registration';

export * from './system/health';
export * from './common/paging';
export * from './identity/identity';
export * from './identity/identity-messages';
export * from './system/messages';
export * from './system/uploads';
export * from './storage/storage-capacity';
export * from './system/customisation';

export * from './device/protocol';
export * from './access/privileges';
export * from './access/access';
export * from './menus/menus';
export * from './menus/default-menu';
export * from './menus/menu-structure';
export * from './menus/filter-menu-tree';
export * from './menus/screen-permissions';
export * from './system/system-log';
export * from './access/organisations';
export * from './identity/personal';
export * from './device/thing-model';
export * from './device/standard-types';
export * from './device/device-types';
export * from './device/devices';
export * from './device/info-models';
export * from './device/device-import';
export * from './station/station';
export * from './station/station-figures';
export * from './device/device-commands';
export * from './device/device-data';
export * from './system/app-download';
export * from './dashboards/dashboards';

// ---- prices and strategies (issue 14) ----
export * from './prices/prices';
export * from './strategies/strategies';
export * from './bigscreens/bigscreens';
export * from './revenue/revenue';
export * from './analysis/analysis';
export * from './statistics/statistics';
export * from './statistics/custom-reports';
export * from './energy-reports/energy-reports';
export * from './exports';

// ---- orders (issue 16): repair orders and work orders ----
export * from './orders/orders';
export * from './orders/work-orders';
export * from './orders/work-order-plans';

// ---- alarms (issue 15) ----
export * from './alarms/alarms';
export * from './alarms/alarm-events';
// ---- newcomer: hand-off tickets ----
export * from './identity/handoff';

// ---- the platform's background jobs (issue 28) ----
export * from './system/jobs';

// ---- timed strategies and batch operations (issue 31) ----
export * from './timed-strategies';
export * from './batch-operations';

// ---- operations: every API call declared once ----
export * from './catalogue/operations';

// ---- the HTTP data call, SIM pools and platform docking (issue 32) ----
export * from './data-call';
export * from './sim-pool';
export * from './platform-docking';
// ---- firmware upgrade (issue 31 item 2) ----
export * from './firmware';
// ---- DTU/LoRa analysis and file recall (issue 32 items 5 and 6) ----
export * from './lora';
