/** An inclusive range of lengths or values. */
export interface Range {
  readonly min: number;
  readonly max: number;
}

// Accounts (docs/spec/A-access-and-shell.md §5, §9; B §5)
export const LOGIN_USERNAME = { min: 2, max: 65 } as const satisfies Range;
export const REGISTER_USERNAME = { min: 2, max: 20 } as const satisfies Range;
export const PASSWORD = { min: 8, max: 16 } as const satisfies Range;
/** The only special characters a password may hold. */
export const PASSWORD_SPECIALS = '!@#$%^&*()';
/** Sign-in only checks presence; this cap (ours) refuses huge inputs before any hashing. */
export const LOGIN_PASSWORD_MAX = 64;
export const EMAIL_MAX = 100;
/** SMS and e-mail verification codes. */
export const CODE_LENGTH = 6;
/** Position, industry, company, address. */
export const PERSONAL_TEXT = { min: 2, max: 32 } as const satisfies Range;
export const PERSON_NAME = { min: 2, max: 20 } as const satisfies Range;
export const SUB_USER_NAME = { min: 2, max: 32 } as const satisfies Range;
/** International numbers: + country code, 6–15 digits in all (E.164 allows at most 15). */
export const MOBILE_DIGITS = { min: 6, max: 15 } as const satisfies Range;
/** Graphic verification code text (ours: svg-captcha draws 4 characters; a little slack). */
export const GRAPHIC_CODE = { min: 1, max: 8 } as const satisfies Range;
/** Base64 business id of a merchant (ours: a generous cap). */
export const BUSINESS_ID_MAX = 128;

// Names (B §5)
/** Job, rule, station and device names: Chinese, letters, hyphen, digits, underscore. */
export const GENERIC_NAME = { min: 2, max: 64 } as const satisfies Range;
/** Search text may not hold these. */
export const SEARCH_FORBIDDEN_CHARACTERS = ["'", '"', '`', '\\'] as const;
/** Free-text searches (ours). */
export const SEARCH_TEXT_MAX = 100;

// Devices and device types (B §5)
export const DEVICE_ID = { min: 2, max: 32 } as const satisfies Range;
export const DEVICE_KEY = { min: 6, max: 64 } as const satisfies Range;
/** A system-generated key: 8-4-4-4-12 lowercase hexadecimal. */
export const GENERATED_DEVICE_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Descriptions and remarks. */
export const DESCRIPTION_MAX = 1024;
export const DEVICE_DESCRIPTION_MAX = DESCRIPTION_MAX;
export const ALARM_HANDLER = { min: 1, max: 12 } as const satisfies Range;
export const ALARM_HANDLE_METHOD = { min: 1, max: 124 } as const satisfies Range;
export const DEVICE_TYPE_NAME = { min: 4, max: 32 } as const satisfies Range;
export const DEVICE_TYPE_NICKNAME_MAX = 16;
/** At least 2 characters (spec); the cap of 64 is ours. */
export const LOG_ATTRIBUTE_KEY = { min: 2, max: 64 } as const satisfies Range;
/** Data point, command and parameter names (ours: identifier style, at most 64). */
export const FIELD_NAME_MAX = 64;
export const TOPIC_PREFIX = 'data_';
export const TOPIC_SUFFIX_MAX = 5;
/** Names a data point, command or parameter may not take. */
export const RESERVED_FIELD_NAMES = [
  'set_config',
  'exec_upgrade',
  'level',
  'info',
  'time',
  'data_indexs',
] as const;
export const DEVICE_IMPORT_EXTENSIONS = ['xls', 'xlsx', 'json'] as const;
export const SUB_DEVICES_PER_OPERATION = 20;
/** A search of type "all" is refused above this many devices. */
export const SEARCH_ALL_DEVICES_MAX = 1000;
/** Device-type command timeout: 0 means none. */
export const COMMAND_TIMEOUT_NONE = 0;
/** Firmware version xx.xx.xx, 1–2 digits each. */
export const FIRMWARE_VERSION_PATTERN = /^\d{1,2}\.\d{1,2}\.\d{1,2}$/;

// Alarms and timed jobs (B §5, §9)
export const ALARM_TEMPLATE = { min: 1, max: 1024 } as const satisfies Range;
export const TIMED_INTERVAL_MINUTES = { min: 1, max: 59 } as const satisfies Range;
export const TIMED_INTERVAL_HOURS = { min: 1, max: 23 } as const satisfies Range;
export const TIMED_RETRY_TIMES = { min: 0, max: 10 } as const satisfies Range;
export const TIMED_RETRY_INTERVAL = { min: 1, max: 60 } as const satisfies Range;
export const COMMANDS_PER_TASK = 10;
export const COMMAND_INTERVAL_SECONDS = { min: 0, max: 3600 } as const satisfies Range;

// Stations, prices and strategies (B §3, §5, §9)
export const STATION_PICTURES_MAX = 3;
export const PRICE_DECIMALS = 10;
export const PRICES_MAX = 20;
export const SPECIAL_PERIODS_MAX = 10;
export const PRICE_DAY_START = '00:00';
export const PRICE_DAY_END = '23:59';
export const STRATEGY_NAME = { min: 1, max: 24 } as const satisfies Range;
export const STRATEGY_POWER_DECIMALS = 3;
export const STRATEGIES_MAX = 20;
/** Station time zones, as whole-hour UTC offsets. */
export const TIME_ZONE_OFFSET_HOURS = { min: -12, max: 12 } as const satisfies Range;

// Dashboards and charts (B §5, §9)
export const DASHBOARD_NAME = { min: 2, max: 32 } as const satisfies Range;
export const KANBAN_NAME = { min: 2, max: 64 } as const satisfies Range;
export const KANBAN_DESCRIPTION = { min: 2, max: 1024 } as const satisfies Range;
export const DATA_MARKET_NAME = { min: 2, max: 32 } as const satisfies Range;
/** Data points per chart or kanban. */
export const CHART_DATA_POINTS = { min: 1, max: 3 } as const satisfies Range;
export const KANBAN_QUERY_MAX = 10_000;
/** Real-time chart ranges offered besides "custom". */
export const REAL_TIME_RANGES_HOURS = [0.5, 1, 3, 6, 12] as const;
export const RECENT_RECORDS_OPTION = 100;
/** Lists of recent entries show at most this many. */
export const RECENT_ENTRIES_MAX = 1000;

// SIM pool (B §5)
export const SIM_POOL_ID = { min: 1, max: 40 } as const satisfies Range;
export const SIM_APP_ID = { min: 1, max: 64 } as const satisfies Range;
export const SIM_SECRET_KEY = { min: 1, max: 128 } as const satisfies Range;

// Menus and customisation (A §9, B §5, §6)
export const MENU_FIELD_MAX = 32;
/** At most two group levels; elements sit under pages. */
export const MENU_GROUP_DEPTH_MAX = 2;
/**
 * The spec gives two readings (20 and 32). We take 20: the name sits in the header beside the logo
 * and the station links, where 20 CJK characters already fill the space (docs/api/messages.md).
 */
export const SYSTEM_NAME_MAX = 20;

// Misc (ours)
/** Avatar and picture references (upload paths or URLs). */
export const FILE_REFERENCE_MAX = 512;
/** Opaque ids passed in bodies (user ids, parent ids). */
export const ID_MAX = 64;
