import {
  DASHBOARD_NAME,
  DATA_MARKET_NAME,
  GENERIC_NAME,
  KANBAN_DESCRIPTION,
  KANBAN_NAME,
  MENU_FIELD_MAX,
  SEARCH_TEXT_MAX,
  SIM_APP_ID,
  SIM_POOL_ID,
  SIM_SECRET_KEY,
  STRATEGY_NAME,
  SYSTEM_NAME_MAX,
  ALARM_HANDLER,
  ALARM_HANDLE_METHOD,
  ALARM_TEMPLATE,
  type Range,
} from './limits';
import { z } from 'zod';
import {
  HAN,
  multiLineText,
  patternString,
  requiredString,
  safeText,
  TOO_LONG_CODE,
  TOO_SHORT_CODE,
} from './text';

export const GENERIC_NAME_PATTERN = new RegExp(
  `^[${HAN}A-Za-z0-9_-]{${GENERIC_NAME.min},${GENERIC_NAME.max}}$`,
  'u',
);
export const STRATEGY_NAME_PATTERN = new RegExp(
  `^[${HAN}A-Za-z0-9_]{${STRATEGY_NAME.min},${STRATEGY_NAME.max}}$`,
  'u',
);
export const MENU_FIELD_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
export const IDENTIFIER_PATTERN = /^[A-Za-z0-9_]+$/;
export const SEARCH_TEXT_PATTERN = /^[^'"`\\]*$/;

/** Job, rule, station and device names: 2–64 Chinese characters, letters, hyphen, digits, underscore ('10001'). */
export const genericName = patternString({ pattern: GENERIC_NAME_PATTERN, code: '10001' });
export const stationName = genericName;
export const deviceName = genericName;
export const alarmRuleName = genericName;
export const timedJobName = genericName;
export const priceName = genericName;

export const strategyName = patternString({ pattern: STRATEGY_NAME_PATTERN, code: 'iot-strategy.10005' });

export const menuField = patternString({
  pattern: MENU_FIELD_PATTERN,
  code: 'iot-menu.10007',
  length: { min: 1, max: MENU_FIELD_MAX },
});

/** Letters, digits, underscore within a length range (SIM pool ids, app ids, secret keys). */
export function identifier(length: Range) {
  return requiredString()
    .min(length.min, { error: TOO_SHORT_CODE })
    .max(length.max, { error: TOO_LONG_CODE })
    .regex(IDENTIFIER_PATTERN, { error: 'iot-validation.10019' });
}
export const simPoolId = identifier(SIM_POOL_ID);
export const simAppId = identifier(SIM_APP_ID);
export const simSecretKey = identifier(SIM_SECRET_KEY);

export const systemName = safeText({ min: 1, max: SYSTEM_NAME_MAX });
export const dashboardName = safeText(DASHBOARD_NAME);
export const kanbanName = safeText(KANBAN_NAME);
export const dataMarketName = safeText(DATA_MARKET_NAME);
export const alarmHandler = safeText(ALARM_HANDLER);
export const alarmHandleMethod = safeText(ALARM_HANDLE_METHOD);
export const kanbanDescription = multiLineText(KANBAN_DESCRIPTION.max).min(KANBAN_DESCRIPTION.min, {
  error: TOO_SHORT_CODE,
});
export const alarmTemplate = multiLineText(ALARM_TEMPLATE.max, 'iot-alert.10004').min(ALARM_TEMPLATE.min, {
  error: 'iot-alert.10004',
});

/** Report and list searches: no quotes or backslash; may be empty. */
export const searchText = z
  .string({ error: 'iot-validation.10002' })
  .max(SEARCH_TEXT_MAX, { error: TOO_LONG_CODE })
  .regex(SEARCH_TEXT_PATTERN, { error: 'iot-validation.10010' });
