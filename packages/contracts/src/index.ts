export * from './i18n/locale';
export * from './errors/types';
export * from './errors/catalogue';
export * from './errors/messages';
export * from './errors/docs';

export * from './constants/limits';
export * from './constants/data';
export * from './constants/uploads';
export * from './constants/lora';
export * from './constants/verification';
export * from './constants/platform';
export * from './constants/theme';

export * from './i18n/label';
export * from './enums/account';
export * from './enums/alarm';
export * from './enums/data';
export * from './enums/device';
export * from './enums/menu';
export * from './enums/price';
export * from './enums/station';
export * from './enums/timed-job';
export * from './enums/work-order';
export * from './enums/catalogue';

export * from './permissions/families';
export * from './permissions/codes';

export * from './validation/text';
export * from './validation/account';
export * from './validation/names';
export * from './validation/device';
export * from './validation/numbers';
export * from './validation/time';
export * from './validation/issues';
export * from './validation/forms/confirm';
export * from './validation/forms/login';
export * from './validation/forms/verification';
export * from './validation/forms/registration';

export * from './api/health';
export * from './api/paging';
export * from './api/identity';
export * from './api/identity-messages';
export * from './api/messages';
export * from './api/uploads';
export * from './api/storage-capacity';
export * from './api/customisation';

export * from './device/protocol';
export * from './api/privileges';
export * from './api/access';
export * from './api/menus';
export * from './menus/default-menu';
export * from './menus/menu-structure';
export * from './menus/filter-menu-tree';
export * from './menus/screen-permissions';
export * from './api/system-log';
export * from './api/organisations';
export * from './api/personal';
export * from './device/thing-model';
export * from './device/standard-types';
export * from './api/device-types';
export * from './api/devices';
export * from './api/info-models';
export * from './api/device-import';
export * from './station/station';
export * from './station/station-figures';
export * from './api/device-commands';
export * from './api/device-data';
export * from './api/app-download';
export * from './api/dashboards';

// ---- prices and strategies (issue 14) ----
export * from './api/prices';
export * from './api/strategies';
export * from './station/bigscreens';
export * from './api/revenue';
export * from './api/analysis';
export * from './api/statistics';
export * from './api/custom-reports';
export * from './api/energy-reports';
export * from './exports';

// ---- orders (issue 16): repair orders and work orders ----
export * from './api/orders';
export * from './api/work-orders';
export * from './api/work-order-plans';

// ---- alarms (issue 15) ----
export * from './api/alarms';
export * from './api/alarm-events';
// ---- newcomer: hand-off tickets ----
export * from './api/handoff';

// ---- the platform's background jobs (issue 28) ----
export * from './api/jobs';

// ---- timed strategies and batch operations (issue 31) ----
export * from './timed-strategies';
export * from './batch-operations';

// ---- operations: every API call declared once ----
export * from './operations';

// ---- the HTTP data call, SIM pools and platform docking (issue 32) ----
export * from './data-call';
export * from './sim-pool';
export * from './platform-docking';
// ---- firmware upgrade (issue 31 item 2) ----
export * from './firmware';
// ---- DTU/LoRa analysis and file recall (issue 32 items 5 and 6) ----
export * from './lora';
