// Platform identity (docs/spec/A-access-and-shell.md §9, B §1, §9)
export const APP_VERSION = '3.0.0';
export const APP_VERSION_DATE = '2025-05-27';
/** Platform name for menus and privileges. */
export const PLATFORM_NAME = 'Solar_R2_Industry';
/** Platform type and info-model keyword. */
export const PLATFORM_TYPE = 'Industry_ES';
export const INFO_MODEL_KEYWORD = 'Industry_ES';
export const MESSAGE_PLATFORM = 'IES';
/** Path of the energy-management front end on the same host. */
export const ENERGY_FRONTEND_PATH = 'ies_energy';

/** The role every tenant gets at its first sign-in. */
export const DEFAULT_ROLE = { name: 'ies_default', auth_flag: 1 } as const;

// Routes (A §2.1)
export const ROOT_REDIRECT = '/Container/Home/HomePage';
export const CONTAINER_PREFIX = '/Container';
export const PUBLIC_ROUTES = [
  '/Login',
  '/Register',
  '/ThirdBind',
  '/ForgetPassword',
  '/appDownload',
  '/Help',
] as const;
/** The help page stays reachable without a session even under /Container. */
export const GUARD_EXEMPT_ROUTES = ['/Help'] as const;
/** `group` value of a top-level menu item. */
export const MENU_TOP_LEVEL_GROUP = 'nothing';

// Page sizes (A §7, §9)
export const PAGE_SIZES = {
  runningWebPages: 100,
  infoModels: 50,
  roles: 999,
  messages: 5,
  unreadCount: 1,
  mandatoryPrompts: 10,
} as const;

// Messages (A §7, §9)
export const UNREAD_POLL_MS = 60_000;
/** Above this the badge shows BADGE_OVERFLOW. */
export const BADGE_MAX = 99;
export const BADGE_OVERFLOW = '...';
export const MARK_ALL_READ_THROTTLE_MS = 500;
export const INFINITE_SCROLL_DELAY_MS = 500;
/** reminder_mode of mandatory prompts. */
export const MANDATORY_PROMPT_REMINDER_MODE = 3;

// Sign-in screen (A §2.2)
export const GRAPHIC_CODE_SIZE = { width: 150, height: 50 } as const;
export const LOGIN_PANEL_HEIGHT = { password: 606, sms: 536 } as const;
/** Registration steps: role, account, e-mail, company (merchants only), finish. */
export const REGISTRATION_STEPS = { merchant: 5, owner: 4 } as const;

// Browser storage keys (A §3)
export const STORAGE_KEYS = {
  token: 'token',
  ujwt: 'ujwt',
  userInfo: 'userInfo',
  language: 'solarLang',
  theme: 'themePageSet',
  tenantPermissionInfo: 'tenantPermissionInfo',
  userApiRoleListMap: 'userApiRoleListMap',
  infoModels: 'infoModels',
} as const;
/** Session storage key of the third-party bind token. */
export const BIND_TOKEN_STORAGE_KEY = 'bind_token';

// Tenant customisation keys (A §3)
export const CUSTOMIZATION_KEYS = [
  'systemName',
  'systemNameI18n',
  'systemLogo',
  'systemWebBottomCompany',
  'systemWebBottomPhone',
  'systemWebBottomEmail',
  'systemFnAssociation',
  'iesScreenSystemLogo',
  'homeCurrency',
] as const;
export type CustomizationKey = (typeof CUSTOMIZATION_KEYS)[number];
/** match_key of the single-user customisation call. */
export const SYSTEM_CONFIG_MATCH_KEY = 'systemConfig';
export const SINGLE_STATION_CONFIG_KEY = 'singleStationConfig';
/** energyOverviewDisplay entries of singleStationConfig and the power field each shows. */
export const ENERGY_OVERVIEW_POWER_FIELDS = {
  electricSupply: 'grid_power',
  energyStorage: 'active_power',
  load: 'load_power',
  photovoltaic: 'photovoltaic_power',
} as const;
export type EnergyOverviewItem = keyof typeof ENERGY_OVERVIEW_POWER_FIELDS;

// Query values handed to the energy front end and the monitoring screens (A §2.2, §2.5)
export const ENERGY_FRONTEND_QUERY_KEYS = ['token', 'info_model_id', 'tenantId', 'userId', 'locale'] as const;
export const THIRD_PARTY_ENTRY_QUERY_KEYS = [
  'ujwt',
  'token',
  'isManager',
  'loginUrl',
  'code',
  'prePath',
  'preQuery',
] as const;
export const THIRD_PARTY_TYPE = 'weixin';
