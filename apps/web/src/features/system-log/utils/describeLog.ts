import type { Locale } from '@ies/contracts';

/*
 * The logs store what happened as the server saw it (a route pattern such as
 * `POST /api/tenant/tenants/:tenant_id/users`, or an event code such as `signin`); the screen
 * says it in words — module, action and the thing acted on — and keeps the raw request behind a
 * "details" toggle.
 */

type Words = { zh: string; en: string };

/** Modules by the first segment of the route after /api. */
const MODULES: Record<string, Words> = {
  admin: { zh: '平台管理', en: 'Platform admin' },
  alarms: { zh: '告警', en: 'Alarms' },
  'alarm-rules': { zh: '告警规则', en: 'Alarm rules' },
  auth: { zh: '登录认证', en: 'Authentication' },
  control: { zh: '登录与会话', en: 'Sign-in and sessions' },
  'device-types': { zh: '设备类型', en: 'Device types' },
  devices: { zh: '设备管理', en: 'Devices' },
  menus: { zh: '菜单管理', en: 'Menus' },
  messages: { zh: '消息', en: 'Messages' },
  organisations: { zh: '组织管理', en: 'Organisations' },
  'out-wrapper': { zh: '电站设备', en: 'Station devices' },
  personal: { zh: '个人中心', en: 'Personal center' },
  prices: { zh: '电价管理', en: 'Prices' },
  'price-templates': { zh: '电价模板', en: 'Price templates' },
  'repair-orders': { zh: '报修', en: 'Repairs' },
  stations: { zh: '电站管理', en: 'Stations' },
  strategies: { zh: '策略', en: 'Strategies' },
  tenant: { zh: '用户与权限', en: 'Users and permissions' },
  uploads: { zh: '文件上传', en: 'Uploads' },
  verification: { zh: '验证码', en: 'Verification codes' },
  'work-order-templates': { zh: '工单模板', en: 'Work order templates' },
  'work-orders': { zh: '工单', en: 'Work orders' },
};

/** The things a route acts on, by its segment. */
const NOUNS: Record<string, Words> = {
  brands: { zh: '品牌', en: 'brand' },
  menus: { zh: '菜单', en: 'menu' },
  items: { zh: '菜单项', en: 'menu item' },
  'verification-codes': { zh: '验证码', en: 'verification code' },
  'uc-verification-codes': { zh: '验证码', en: 'verification code' },
  'storage-quota': { zh: '存储配额', en: 'storage quota' },
  'handoff-tickets': { zh: '跳转票据', en: 'hand-off ticket' },
  'manager-sessions': { zh: '管理员会话', en: 'manager session' },
  ujwt: { zh: '管理员会话', en: 'manager session' },
  'password-reset': { zh: '密码', en: 'password' },
  remember: { zh: '记住登录', en: 'remembered sign-in' },
  sessions: { zh: '会话', en: 'session' },
  check: { zh: '校验', en: 'check' },
  session: { zh: '第三方登录', en: 'third-party sign-in' },
  'device-types': { zh: '设备类型', en: 'device type' },
  devices: { zh: '设备', en: 'device' },
  commands: { zh: '设备指令', en: 'device command' },
  config: { zh: '设备配置', en: 'device configuration' },
  history: { zh: '历史数据', en: 'history' },
  downloads: { zh: '数据下载', en: 'data download' },
  key: { zh: '设备密钥', en: 'device key' },
  'sub-devices': { zh: '子设备', en: 'sub-device' },
  messages: { zh: '消息', en: 'message' },
  organisations: { zh: '组织', en: 'organisation' },
  members: { zh: '组织成员', en: 'member' },
  recalculation: { zh: '数据重算', en: 'recalculation' },
  'ext-info': { zh: '设备扩展信息', en: 'device details' },
  'bind-with-info': { zh: '电站设备', en: 'station devices' },
  things: { zh: '电站设备', en: 'station devices' },
  email: { zh: '邮箱', en: 'e-mail' },
  mobile: { zh: '手机号', en: 'mobile number' },
  password: { zh: '密码', en: 'password' },
  profile: { zh: '个人资料', en: 'profile' },
  others: { zh: '其他会话', en: 'other sessions' },
  'repair-orders': { zh: '报修单', en: 'repair order' },
  stations: { zh: '电站', en: 'station' },
  'bms-association': { zh: 'BMS 关联', en: 'BMS association' },
  'master-slave': { zh: '主从设置', en: 'master-slave settings' },
  shares: { zh: '电站分享', en: 'station share' },
  strategy: { zh: '电站策略', en: 'station strategy' },
  subsystems: { zh: '子系统', en: 'subsystem' },
  tariffs: { zh: '电站电价', en: 'station tariff' },
  video: { zh: '视频', en: 'video' },
  'batch-authorization': { zh: '批量授权', en: 'batch authorisation' },
  strategies: { zh: '策略', en: 'strategy' },
  registrations: { zh: '注册申请', en: 'registration' },
  roles: { zh: '权限组', en: 'permission group' },
  customization: { zh: '个性化设置', en: 'customisation' },
  users: { zh: '用户', en: 'user' },
  scope: { zh: '数据范围', en: 'data scope' },
  uploads: { zh: '文件', en: 'file' },
  'work-order-templates': { zh: '工单模板', en: 'work order template' },
  'work-orders': { zh: '工单', en: 'work order' },
  alarms: { zh: '告警', en: 'alarm' },
  rules: { zh: '告警规则', en: 'alarm rule' },
  prices: { zh: '电价', en: 'price' },
  templates: { zh: '电价模板', en: 'price template' },
  tenants: { zh: '租户', en: 'tenant' },
};

/** Segments that are the action itself: the thing is the segment before them. */
const VERB_SEGMENTS: Record<string, Words> = {
  collect: { zh: '收藏', en: 'Bookmark' },
  unlock: { zh: '解锁', en: 'Unlock' },
  import: { zh: '导入', en: 'Import' },
  'reset-password': { zh: '重置密码', en: 'Reset the password of' },
  unbind: { zh: '解绑', en: 'Unbind' },
  bind: { zh: '绑定', en: 'Bind' },
  cancel: { zh: '取消', en: 'Cancel' },
  remove: { zh: '移除', en: 'Remove' },
  delete: { zh: '删除', en: 'Delete' },
  exchange: { zh: '兑换', en: 'Exchange' },
  generate: { zh: '生成', en: 'Generate' },
  check: { zh: '校验', en: 'Check' },
};

const METHOD_VERBS: Record<string, Words> = {
  POST: { zh: '新增', en: 'Create' },
  PUT: { zh: '修改', en: 'Update' },
  PATCH: { zh: '修改', en: 'Update' },
  DELETE: { zh: '删除', en: 'Delete' },
};

/** Sign-in events and other behaviours, by their code. */
const BEHAVIOURS: Record<string, Words> = {
  signin: { zh: '登录', en: 'Sign in' },
  logout: { zh: '退出登录', en: 'Sign out' },
  lock: { zh: '账号锁定', en: 'Account locked' },
  unlock: { zh: '账号解锁', en: 'Account unlocked' },
  'password-change': { zh: '修改密码', en: 'Change password' },
  'password-reset': { zh: '重置密码', en: 'Reset password' },
  'send-code': { zh: '发送验证码', en: 'Send a verification code' },
  'third-bind': { zh: '绑定第三方账号', en: 'Bind a third-party account' },
  approve: { zh: '审核通过', en: 'Approve' },
  reject: { zh: '驳回', en: 'Reject' },
  create: { zh: '创建', en: 'Create' },
};

const words = (entry: Words | undefined, locale: Locale, fallback: string) => entry?.[locale] ?? fallback;

/** The route's segments after /api, parameters kept as `:name`. */
function segmentsOf(route: string): string[] {
  return route
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean);
}

export function moduleName(module: string, locale: Locale): string {
  const first = module.split('/')[0] ?? module;
  return words(MODULES[first], locale, module);
}

/** "POST /api/stations/:id/shares" → "新增 电站分享" / "Create station share". */
export function operationName(action: string, locale: Locale): string {
  const [method = '', route = ''] = action.split(' ');
  const names = segmentsOf(route).filter((segment) => !segment.startsWith(':'));
  const last = names.at(-1);
  if (!last) return action;
  const verb = VERB_SEGMENTS[last];
  if (verb && names.length > 1) {
    const thing = names.at(-2) ?? '';
    return `${verb[locale]} ${words(NOUNS[thing], locale, thing)}`;
  }
  const noun = NOUNS[last];
  const methodVerb = METHOD_VERBS[method];
  if (!noun || !methodVerb) return action;
  return `${methodVerb[locale]} ${noun[locale]}`;
}

const NAME_FIELDS = ['name', 'username', 'nickname', 'title', 'real_name', 'menu_field'] as const;

/** What the operation acted on: a name from the body, else the last id in the route. */
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function operationTarget(params: Record<string, unknown>): string | null {
  const body = params.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const field of NAME_FIELDS) {
      const value = (body as Record<string, unknown>)[field];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  const routeParams = params.params;
  if (routeParams && typeof routeParams === 'object') {
    const values = Object.values(routeParams as Record<string, unknown>).filter(
      // A record id means nothing to a reader: only a path value that names something is shown.
      (value): value is string => typeof value === 'string' && value !== '' && !RECORD_ID.test(value),
    );
    if (values.length > 0) return values.at(-1) ?? null;
  }
  return null;
}

export function behaviourName(action: string, locale: Locale): string {
  return words(BEHAVIOURS[action], locale, action);
}
