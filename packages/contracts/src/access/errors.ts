import type { ErrorDefinition } from '../common/error-types';

/** The family's heading in docs/errors.md. */
export const userErrorsTitle = 'Users, organisations and permissions';

/** Accounts, sub-users, organisations and specific permission denials (docs/spec/A-access-and-shell.md §5, B §5, §6, §8). */
export const userErrors = {
  'iot-user.10001': {
    status: 409,
    zh: '该手机号已注册',
    en: 'This mobile number is already registered',
    meaning: 'Registration or user creation with a mobile number that already belongs to an account.',
  },
  'iot-user.10002': {
    status: 409,
    zh: '该邮箱已注册',
    en: 'This e-mail address is already registered',
    meaning:
      'Registration, user creation or e-mail binding with an address that already belongs to an account.',
  },
  'iot-user.10003': {
    status: 403,
    zh: '商户注册暂未开放',
    en: 'Merchant registration is not open yet',
    meaning:
      'A registration with user type 1 (merchant) on a host where merchant registration is switched off.',
  },
  'iot-user.10004': {
    status: 422,
    zh: '请选择用户类型',
    en: 'Please choose a user type',
    meaning: 'Registration role step: userType is missing or not 1 (merchant) or 2 (owner).',
  },
  'iot-user.10005': {
    status: 422,
    zh: '请输入商户 ID',
    en: 'Please enter the merchant ID',
    meaning: 'Owner registration (user type 2) without the business id of the parent merchant.',
  },
  'iot-user.10006': {
    status: 422,
    zh: '姓名须为 2–20 个字符，可包含中文、字母、数字和下划线',
    en: 'The name must be 2–20 characters of Chinese characters, letters, digits or underscores',
    meaning:
      'A personal name breaks the rule: 2–20 of Chinese characters, ASCII letters, digits, underscore.',
  },
  'iot-user.10007': {
    status: 422,
    zh: '请输入姓名',
    en: 'Please enter your name',
    meaning: 'The personal name field is empty.',
  },
  'iot-user.10008': {
    status: 422,
    zh: '请选择性别',
    en: 'Please choose a gender',
    meaning: "The gender field is missing or not '男' / '女'.",
  },
  'iot-user.10009': {
    status: 422,
    zh: '请输入 2–32 个字符，不能包含 < > 引号、反斜杠或不可见字符',
    en: 'Enter 2–32 characters without < > quotes, backslashes or invisible characters',
    meaning:
      'A personal text field (position, industry, company, address) is not 2–32 characters or holds markup, quotes, backslashes, control or bidirectional characters.',
  },
  'iot-user.10010': {
    status: 422,
    zh: '子用户名须为 2–32 位字母、数字或下划线',
    en: 'The sub-user name must be 2–32 letters, digits or underscores',
    meaning: 'A sub-user name breaks the rule `^[A-Za-z0-9_]{2,32}$`.',
  },
  'iot-user.10011': {
    status: 422,
    zh: '子用户名不能与主账号用户名相同',
    en: "The sub-user name cannot be the same as the tenant's username",
    meaning: 'Sub-user creation with a name equal to the username of the tenant manager.',
  },
  'iot-user.10012': {
    status: 422,
    zh: '请选择上级用户',
    en: 'Please choose the superior user',
    meaning: 'Sub-user creation without a parent user id.',
  },
  'iot-user.10013': {
    status: 404,
    zh: '上级用户不存在',
    en: 'The superior user does not exist',
    meaning: "The parent user id names no user of the caller's tenant.",
  },
  'iot-user.10014': {
    status: 409,
    zh: '该用户下存在子用户，请先删除子用户',
    en: 'This user has sub-users, please delete the sub-users first',
    meaning: 'Deleting a user that is still the parent of other users.',
  },
  'iot-user.10015': {
    status: 422,
    zh: '请输入手机号',
    en: 'Please enter the mobile number',
    meaning: 'A mobile number field is empty.',
  },
  'iot-user.10016': {
    status: 422,
    zh: '请输入验证码',
    en: 'Please enter the verification code',
    meaning: 'A verification code field (SMS or e-mail) is empty.',
  },
  'iot-org.10001': {
    status: 409,
    zh: '请先删除下级组织或解绑成员后再删除',
    en: 'Delete the sub-organisations or unbind the members first',
    meaning: 'Deleting an organisation that still has sub-organisations or bound members.',
  },
  'iot-org.10002': {
    status: 409,
    zh: '组织名称已存在',
    en: 'The organisation name already exists',
    meaning: 'Another organisation of the tenant already has this name.',
  },
  'iot-permission.10001': {
    status: 403,
    zh: '暂无修改设备信息的权限，请咨询管理员',
    en: 'No permission to update device information, please consult the administrator',
    meaning: 'The caller lacks the device update permission (10201003) or edit share on the device.',
  },
  'iot-permission.10002': {
    status: 403,
    zh: '暂无下发指令的权限，请咨询管理员',
    en: 'No permission to send commands, please consult the administrator',
    meaning: 'The caller lacks the device command permission (10201005).',
  },
  'iot-permission.10003': {
    status: 403,
    zh: '暂无修改设备分组的权限，请咨询管理员',
    en: 'No permission to change the device group, please consult the administrator',
    meaning: 'The caller lacks the device group permission (10201006).',
  },
  'iot-permission.10004': {
    status: 403,
    zh: '暂无查看历史数据的权限，请咨询管理员',
    en: 'No permission to view history data, please consult the administrator',
    meaning: 'The caller lacks the history-data view permission (10201008).',
  },
  'iot-permission.10005': {
    status: 403,
    zh: '暂无删除历史数据的权限，请咨询管理员',
    en: 'No permission to delete history data, please consult the administrator',
    meaning: 'The caller lacks the history-data delete permission (10201009).',
  },
  'iot-permission.10006': {
    status: 403,
    zh: '暂无查看实时数据的权限，请咨询管理员',
    en: 'No permission to view real-time data, please consult the administrator',
    meaning: 'The caller lacks the real-time data permission (10201007).',
  },
  'iot-permission.10007': {
    status: 403,
    zh: '暂无编辑数据看板的权限，请咨询管理员',
    en: 'No permission to edit dashboards, please consult the administrator',
    meaning: 'The caller lacks the dashboard update permission (10302003).',
  },
  'iot-permission.10008': {
    status: 422,
    zh: '请至少选择一项功能权限',
    en: 'Choose at least one function permission',
    meaning: 'A permission group is saved without any function permission.',
  },
  'iot-permission.10009': {
    status: 409,
    zh: '权限组名称已存在',
    en: 'A permission group with this name already exists',
    meaning: 'Permission group names are unique within a tenant.',
  },
  'iot-permission.10010': {
    status: 422,
    zh: '包含不存在的功能权限',
    en: 'The selection holds a function permission that does not exist',
    meaning: 'A permission group lists an API name that is not in the permission catalogue.',
  },
  'iot-permission.10011': {
    status: 409,
    zh: '默认权限组不能删除',
    en: 'The default permission group cannot be deleted',
    meaning: 'The ies_default group (auth_flag 1) is ensured at every sign-in and is kept.',
  },
  // ---- delegation (issue 12; docs/delegation.md) ----
  'iot-permission.10021': {
    status: 403,
    zh: '不能修改自己的账号、权限组或数据权限，请联系上级用户',
    en: 'You cannot change your own account, permission groups or authority here; ask a user above you',
    meaning:
      'A sub-user management call (groups, scope, edit, password reset, delete, batch authorization) names the caller itself.',
  },
  'iot-permission.10022': {
    status: 403,
    zh: '不能修改自己所在权限组的权限',
    en: 'You cannot change a permission group you belong to',
    meaning: 'A sub-user edits or deletes a permission group it is itself bound to.',
  },
  'iot-permission.10023': {
    status: 403,
    zh: '只能管理自己下级的用户',
    en: 'You can only manage the users below you',
    meaning:
      'A sub-user acts on a user that is not below it in the parent-user chain, or names such a user as the parent of a new one.',
  },
  'iot-permission.10024': {
    status: 403,
    zh: '不能授予自己没有的功能权限',
    en: 'You cannot grant function permissions you do not hold yourself',
    meaning:
      'A sub-user creates or edits a group, or assigns groups, with APIs beyond its own effective ones; data.apis lists them.',
  },
  'iot-permission.10025': {
    status: 403,
    zh: '不能授予自己权限范围之外的电站或设备',
    en: 'You cannot grant stations or devices outside your own authority',
    meaning:
      'A sub-user grants all stations/devices without holding them, or station/device ids outside its own scope; data lists the ids.',
  },
  'iot-permission.10026': {
    status: 422,
    zh: '包含不属于本租户的电站或设备',
    en: 'The selection holds stations or devices that do not belong to this tenant',
    meaning:
      "A group, scope or batch authorization names station or device ids that are not the tenant's; nothing is stored. data.station_ids / data.device_ids list them.",
  },
  'iot-permission.10027': {
    status: 403,
    zh: '该权限组也授予了不在你下级的用户',
    en: 'This permission group is also held by users who are not below you',
    meaning:
      'A sub-user edits or deletes a group bound to a user outside its subtree (a sibling or a superior).',
  },
  // ---- end delegation ----
} as const satisfies Record<string, ErrorDefinition>;
