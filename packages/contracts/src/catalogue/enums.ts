import { LAYOUT_LABELS, LAYOUTS, MENU_STYLE_LABELS, MENU_STYLES } from '../common/theme';
import * as account from '../common/account-enums';
import * as alarm from '../alarms/enums';
import * as data from '../storage/data-enums';
import * as device from '../device/enums';
import type { Labels } from '../common/label';
import * as menu from '../menus/enums';
import * as price from '../prices/enums';
import * as station from '../station/enums';
import * as timedJob from '../timed-strategies/enums';
import * as workOrder from '../orders/enums';

interface EnumEntry {
  readonly values: readonly PropertyKey[];
  readonly labels: Labels<PropertyKey>;
}

const entry = <T extends PropertyKey>(values: readonly T[], labels: Labels<T>): EnumEntry => ({
  values,
  labels: labels as Labels<PropertyKey>,
});

/** Every enumeration with its labels, by name: for option lists, documentation and tests. */
export const enumCatalogue = {
  stationType: entry(station.STATION_TYPES, station.STATION_TYPE_LABELS),
  stationArchitecture: entry(station.STATION_ARCHITECTURES, station.STATION_ARCHITECTURE_LABELS),
  stationRunningState: entry(station.STATION_RUNNING_STATES, station.STATION_RUNNING_STATE_LABELS),
  stationSharePermission: entry(station.STATION_SHARE_PERMISSIONS, station.STATION_SHARE_PERMISSION_LABELS),
  currency: entry(station.CURRENCIES, station.CURRENCY_LABELS),
  statisticsMode: entry(station.STATISTICS_MODES, station.STATISTICS_MODE_LABELS),
  deviceStatus: entry(device.DEVICE_STATUSES, device.DEVICE_STATUS_LABELS),
  controlMode: entry(device.CONTROL_MODES, device.CONTROL_MODE_LABELS),
  deviceTypeKind: entry(device.DEVICE_TYPE_KINDS, device.DEVICE_TYPE_KIND_LABELS),
  dataValueType: entry(device.DATA_VALUE_TYPES, device.DATA_VALUE_TYPE_LABELS),
  firmwareTaskState: entry(device.FIRMWARE_TASK_STATES, device.FIRMWARE_TASK_STATE_LABELS),
  solarModel: entry(device.SOLAR_MODELS, device.SOLAR_MODEL_LABELS),
  alarmLevel: entry(alarm.ALARM_LEVELS, alarm.ALARM_LEVEL_LABELS),
  alarmDataType: entry(alarm.ALARM_DATA_TYPES, alarm.ALARM_DATA_TYPE_LABELS),
  comparison: entry(alarm.COMPARISONS, alarm.COMPARISON_LABELS),
  alarmAction: entry(alarm.ALARM_ACTIONS, alarm.ALARM_ACTION_LABELS),
  alarmFrequency: entry(alarm.ALARM_FREQUENCIES, alarm.ALARM_FREQUENCY_LABELS),
  handlerStatus: entry(alarm.HANDLER_STATUSES, alarm.HANDLER_STATUS_LABELS),
  timedJobRepeatMode: entry(timedJob.TIMED_JOB_REPEAT_MODES, timedJob.TIMED_JOB_REPEAT_MODE_LABELS),
  timedJobCycle: entry(timedJob.TIMED_JOB_CYCLES, timedJob.TIMED_JOB_CYCLE_LABELS),
  weekday: entry(timedJob.WEEKDAYS, timedJob.WEEKDAY_LABELS),
  timedJobLogStatus: entry(timedJob.TIMED_JOB_LOG_STATUSES, timedJob.TIMED_JOB_LOG_STATUS_LABELS),
  pricePeriodProperty: entry(price.PRICE_PERIOD_PROPERTIES, price.PRICE_PERIOD_PROPERTY_LABELS),
  strategyMode: entry(price.STRATEGY_MODES, price.STRATEGY_MODE_LABELS),
  workOrderStatus: entry(workOrder.WORK_ORDER_STATUSES, workOrder.WORK_ORDER_STATUS_LABELS),
  workOrderPriority: entry(workOrder.WORK_ORDER_PRIORITIES, workOrder.WORK_ORDER_PRIORITY_LABELS),
  workOrderType: entry(workOrder.WORK_ORDER_TYPES, workOrder.WORK_ORDER_TYPE_LABELS),
  workOrderFeedbackType: entry(
    workOrder.WORK_ORDER_FEEDBACK_TYPES,
    workOrder.WORK_ORDER_FEEDBACK_TYPE_LABELS,
  ),
  repairStatus: entry(workOrder.REPAIR_STATUSES, workOrder.REPAIR_STATUS_LABELS),
  downloadProgressState: entry(data.DOWNLOAD_PROGRESS_STATES, data.DOWNLOAD_PROGRESS_STATE_LABELS),
  storageMode: entry(data.STORAGE_MODES, data.STORAGE_MODE_LABELS),
  kanbanForm: entry(data.KANBAN_FORMS, data.KANBAN_FORM_LABELS),
  reportCycle: entry(data.REPORT_CYCLES, data.REPORT_CYCLE_LABELS),
  reportMethod: entry(data.REPORT_METHODS, data.REPORT_METHOD_LABELS),
  weightUnit: entry(data.WEIGHT_UNITS, data.WEIGHT_UNIT_LABELS),
  userType: entry(account.USER_TYPES, account.USER_TYPE_LABELS),
  gender: entry(account.GENDERS, account.GENDER_LABELS),
  loginType: entry(account.LOGIN_TYPES, account.LOGIN_TYPE_LABELS),
  verificationPurpose: entry(account.VERIFICATION_PURPOSES, account.VERIFICATION_PURPOSE_LABELS),
  verificationCodeType: entry(account.VERIFICATION_CODE_TYPES, account.VERIFICATION_CODE_TYPE_LABELS),
  uniquenessField: entry(account.UNIQUENESS_FIELDS, account.UNIQUENESS_FIELD_LABELS),
  messageReadStatus: entry(account.MESSAGE_READ_STATUSES, account.MESSAGE_READ_STATUS_LABELS),
  menuType: entry(menu.MENU_TYPES, menu.MENU_TYPE_LABELS),
  linkType: entry(menu.LINK_TYPES, menu.LINK_TYPE_LABELS),
  layout: entry(LAYOUTS, LAYOUT_LABELS),
  menuStyle: entry(MENU_STYLES, MENU_STYLE_LABELS),
} as const satisfies Record<string, EnumEntry>;

export type EnumName = keyof typeof enumCatalogue;
