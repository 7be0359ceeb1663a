import type { ErrorDefinition } from '../common/error-types';

/** The family's heading in docs/errors.md. */
export const deviceErrorsTitle = 'Devices, device types and firmware';

/** Devices, device types and firmware (docs/spec/B-operations.md §5, §8). */
export const deviceErrors = {
  'iot-out-wrapper.70005': {
    status: 404,
    zh: '设备不存在',
    en: 'The device does not exist',
    meaning: "The device id names no device within the caller's tenant and authority.",
  },
  'iot-out-wrapper.70006': {
    status: 409,
    zh: '设备已绑定到电站',
    en: 'The device is already bound to a station',
    meaning: 'Binding a device to a station while it is bound to a station already.',
  },
  'iot-device.10001': {
    status: 409,
    zh: '设备离线，无法修改设备信息，请在设备上线后重试',
    en: 'The device is offline, so its information cannot be edited; retry once it is online',
    meaning: 'Editing settings that must be delivered to the device while it is offline.',
  },
  'iot-device.10002': {
    status: 504,
    zh: '设备未在规定时间内响应指令',
    en: 'The device did not answer the command in time',
    meaning:
      "A command needing a reply got none within the device type's timeout; the command is marked timed out.",
  },
  'iot-device.10003': {
    status: 409,
    zh: '设备数量已达上限',
    en: 'The device limit has been reached',
    meaning: 'Adding or importing devices would exceed the device count allowed for the tenant.',
  },
  'iot-device.10004': {
    status: 409,
    zh: '设备已绑定电站，无法删除',
    en: 'The device is bound to a station and cannot be deleted',
    meaning: 'Deleting a device that is still bound to a station; unbind it first.',
  },
  'iot-device.10005': {
    status: 409,
    zh: '该网关下存在子设备，无法删除',
    en: 'This gateway has sub-devices and cannot be deleted',
    meaning: 'Deleting a gateway that still has sub-devices; remove the sub-devices first.',
  },
  'iot-device.10006': {
    status: 400,
    zh: '设备数量超过 1000 台时不支持按“全部”类型搜索',
    en: 'Searching by type "all" is not supported above 1000 devices',
    meaning: 'A device search with type all when the result would exceed 1000 devices; choose a type.',
  },
  'iot-device.10007': {
    status: 400,
    zh: '导入文件有误，请使用模板文件（xls、xlsx 或 json）',
    en: 'The import file is wrong, please use the template (xls, xlsx or json)',
    meaning:
      'A device import file that is not xls, xlsx or json, or whose columns do not match the template.',
  },
  'iot-device.10008': {
    status: 409,
    zh: '设备密钥更新失败',
    en: 'The device key could not be updated',
    meaning:
      'A new device key was refused (for instance it is already used by another device) and was not stored.',
  },
  'iot-device.10009': {
    status: 500,
    zh: '清空设备数据失败',
    en: 'Failed to empty the device data',
    meaning: 'Deleting all stored data of a device failed; nothing or part was deleted, retry is safe.',
  },
  'iot-device.10010': {
    status: 500,
    zh: '获取设备列表失败',
    en: 'Failed to get the device list',
    meaning: 'The device list could not be loaded.',
  },
  'iot-device.10011': {
    status: 500,
    zh: '下载设备数据失败',
    en: 'Failed to download the device data',
    meaning: 'Preparing or sending a device data download failed.',
  },
  'iot-device.10012': {
    status: 500,
    zh: '切换自动删除失败',
    en: 'Failed to switch automatic deletion',
    meaning: 'Turning the automatic (loop) deletion of old device data on or off failed.',
  },
  'iot-device.10013': {
    status: 409,
    zh: '设备已绑定到电站或子系统',
    en: 'The device is already bound to a station or sub-system',
    meaning: 'Binding a device to a sub-system, or to a station, while it is bound to another one.',
  },
  'iot-device.10014': {
    status: 422,
    zh: '每次最多添加或删除 20 个子设备',
    en: 'At most 20 sub-devices can be added or deleted at a time',
    meaning: 'A sub-device add or delete request lists more than 20 sub-devices.',
  },
  'iot-device.10015': {
    status: 409,
    zh: '设备离线，无法下发指令',
    en: 'The device is offline, the command cannot be sent',
    meaning: 'A command to an offline device is refused at once, without queueing.',
  },
  'iot-device.10016': {
    status: 409,
    zh: '设备 ID 已存在',
    en: 'The device ID already exists',
    meaning: 'Adding a device whose id is already used.',
  },
  'iot-device.10017': {
    status: 422,
    zh: '设备 ID 须为 2–32 位字母、数字、连字符或下划线',
    en: 'The device ID must be 2–32 letters, digits, hyphens or underscores',
    meaning: 'A device id breaks the rule `^[A-Za-z0-9_-]{2,32}$`.',
  },
  'iot-device.10018': {
    status: 422,
    zh: '设备密钥须为 6–64 位字母、数字、连字符或下划线',
    en: 'The device key must be 6–64 letters, digits, hyphens or underscores',
    meaning:
      'A device key breaks the rule `^[A-Za-z0-9_-]{6,64}$` (a system-generated key is 8-4-4-4-12 lowercase hexadecimal).',
  },
  'iot-device.10019': {
    status: 422,
    zh: '须为 32 位或 8 位十六进制字符',
    en: 'Must be 32 or 8 hexadecimal characters',
    meaning: 'A LoRa key or address is not a hexadecimal string of 32 or 8 characters.',
  },
  'iot-device.10020': {
    status: 409,
    zh: '该设备不能作为此网关的子设备',
    en: 'This device cannot be a sub-device of this gateway',
    meaning:
      'Gateways have one level: a device cannot be its own gateway, a gateway with sub-devices cannot become a sub-device, a sub-device cannot be a gateway, and a sub-device of another gateway must be removed there first. data.device_ids names the devices.',
  },
  'iot-command.10001': {
    status: 409,
    zh: '设备处于本地控制模式，无法下发云端指令',
    en: 'The device is in local control mode, cloud commands are refused',
    meaning: 'A command to a device whose control mode is local; switch it to cloud remote control first.',
  },
  'iot-command.10002': {
    status: 422,
    zh: '该设备类型没有此指令',
    en: 'The device type has no such command',
    meaning: "A command names an operation that the device type's thing model does not define.",
  },
  'iot-command.10003': {
    status: 429,
    zh: '发送给该设备的指令或配置过于频繁，请 {seconds} 秒后再试',
    en: 'Too many commands or configuration pushes to this device, please try again in {seconds} s',
    meaning:
      'The device received its limit of commands (each command of a task counts) or configuration pushes within the sliding window (COMMANDS_PER_DEVICE_MAX, CONFIG_PUSHES_PER_DEVICE_MAX per DEVICE_SEND_WINDOW_SECONDS). data.retry_after gives seconds to wait; nothing was stored or sent.',
  },
  'iot-command.10004': {
    status: 429,
    zh: '本商户发送的指令或配置过于频繁，请 {seconds} 秒后再试',
    en: 'Your organisation sends too many commands or configuration pushes, please try again in {seconds} s',
    meaning:
      'The tenant reached its limit of commands or configuration pushes to all its devices within the sliding window (COMMANDS_PER_TENANT_MAX, CONFIG_PUSHES_PER_TENANT_MAX per DEVICE_SEND_WINDOW_SECONDS). data.retry_after gives seconds to wait; nothing was stored or sent.',
  },
  'iot-type.10001': {
    status: 409,
    zh: '设备类型名称已存在',
    en: 'The device type name already exists',
    meaning: 'Another device type of the tenant already has this name.',
  },
  'iot-type.10002': {
    status: 409,
    zh: '自定义设备类型数量已达上限',
    en: 'The maximum number of custom device types has been reached',
    meaning: 'Creating a custom device type beyond the number allowed for the tenant.',
  },
  'iot-type.10003': {
    status: 409,
    zh: '该类型下存在设备，请先删除设备',
    en: 'Devices of this type exist, please delete the devices first',
    meaning: 'Deleting a device type that devices still use.',
  },
  'iot-type.10004': {
    status: 422,
    zh: '类型名称须为 4–32 位字母、数字或下划线',
    en: 'The type name must be 4–32 letters, digits or underscores',
    meaning: 'A device type name breaks the rule `^[A-Za-z0-9_]{4,32}$`.',
  },
  'iot-type.10005': {
    status: 422,
    zh: '该名称为系统保留字段，请更换',
    en: 'This name is reserved by the system, please choose another',
    meaning:
      'A data point, command or parameter name is one of set_config, exec_upgrade, level, info, time, data_indexs.',
  },
  'iot-type.10006': {
    status: 422,
    zh: '日志属性键至少 2 个字符，且不能为纯数字',
    en: 'The log attribute key must be at least 2 characters and not only digits',
    meaning: 'A log attribute key is shorter than 2 characters or purely numeric.',
  },
  'iot-type.10007': {
    status: 422,
    zh: '主题须以 data_ 开头，后接最多 5 位字母、数字或下划线',
    en: 'The topic must start with data_ followed by at most 5 letters, digits or underscores',
    meaning: 'A non-data topic of a device type breaks the rule `^data_[A-Za-z0-9_]{1,5}$`.',
  },
  'iot-type.10008': {
    status: 422,
    zh: '字符串最大长度须大于 0',
    en: 'The maximum string length must be greater than 0',
    meaning: 'A string data point or parameter declares a maximum length of 0 or less.',
  },
  'iot-firmware.10001': {
    status: 422,
    zh: '版本号格式须为 xx.xx.xx（每段 1–2 位数字）',
    en: 'The version must look like xx.xx.xx (1–2 digits each)',
    meaning: 'A firmware version breaks the rule `^\\d{1,2}\\.\\d{1,2}\\.\\d{1,2}$`.',
  },
} as const satisfies Record<string, ErrorDefinition>;
