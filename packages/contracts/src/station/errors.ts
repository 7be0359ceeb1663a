import type { ErrorDefinition } from '../common/error-types';

/** The family's heading in docs/errors.md. */
export const stationErrorsTitle = 'Stations, alarms, timed jobs, prices and strategies';

/** Stations, alarm rules, timed jobs, price templates and strategies (docs/spec/B-operations.md §4, §5, §8). */
export const stationErrors = {
  'iot-station.10001': {
    status: 409,
    zh: '电站名称已存在',
    en: 'The station name already exists',
    meaning: 'Another station of the tenant already has this name.',
  },
  'iot-station.10002': {
    status: 409,
    zh: '缺少设备模型，无法创建电站',
    en: 'The device model is missing, so the station cannot be created',
    meaning:
      'Creating a station while the Industry_ES info model (device model) it needs does not exist for the tenant.',
  },
  'iot-station.10003': {
    status: 409,
    zh: '请先解绑电站下的所有设备和子系统，再删除电站',
    en: 'Unbind all devices and sub-systems before deleting the station',
    meaning: 'Deleting a station that still has bound devices or sub-systems.',
  },
  'iot-station.10004': {
    status: 409,
    zh: '请先移除所有子系统',
    en: 'Remove all sub-systems first',
    meaning: 'Changing a master-slave station to a single-level one while it still has sub-systems.',
  },
  'iot-station.10005': {
    status: 422,
    zh: '最多上传 3 张电站图片',
    en: 'At most 3 station pictures can be uploaded',
    meaning: 'A station carries more than 3 pictures.',
  },
  'iot-station.10006': {
    status: 422,
    zh: '请输入子系统名称',
    en: 'Please enter the sub-system name',
    meaning: 'A sub-system without a name.',
  },
  'iot-station.10007': {
    status: 422,
    zh: '电站图片无效，请重新上传',
    en: 'The station picture is not valid, please upload it again',
    meaning: "A picture id that names no station-picture image upload of the caller's tenant.",
  },
  'iot-station.10008': {
    status: 422,
    zh: '从站无效：不能是电站自身、其他主站或已属于其他主站的电站',
    en: 'Invalid slave station: it cannot be the station itself, a master, or a slave of another master',
    meaning:
      'Master-slave settings naming the station itself, an unknown station, a station with slaves, or one that already has another master; or a single-level station given slaves.',
  },
  'iot-station.10009': {
    status: 422,
    zh: '视频流地址须以 http、https、rtsp 或 rtmp 开头',
    en: 'The stream address must start with http, https, rtsp or rtmp',
    meaning: 'A video stream address that is not an http(s), rtsp or rtmp URL.',
  },
  'iot-station.10010': {
    status: 422,
    zh: 'BMS 和 PCS 设备须已绑定到本电站',
    en: 'The BMS and PCS devices must be bound to this station',
    meaning: 'A BMS association naming a device that is not bound to the station, or a device with itself.',
  },
  'iot-station.10011': {
    status: 422,
    zh: '只能分享给本租户的其他用户',
    en: 'A station can only be shared with other users of the tenant',
    meaning: 'Sharing with an unknown user, a user of another tenant, a manager, or oneself.',
  },
  'iot-station.10012': {
    status: 409,
    zh: '子系统名称已存在',
    en: 'The sub-system name already exists',
    meaning: 'Another sub-system of the station already has this name.',
  },
  'iot-station.10013': {
    status: 422,
    zh: '结束时间须晚于开始时间，且范围不超过 31 天',
    en: 'The end time must be after the begin time, within 31 days',
    meaning: 'A recalculation range that is empty, reversed or longer than 31 days.',
  },
  'iot-station.10014': {
    status: 422,
    zh: '设备未绑定到本电站',
    en: 'The device is not bound to this station',
    meaning:
      'Binding a device to a sub-system, or changing its extra info, while it is not bound to the station.',
  },
  'iot-station.10015': {
    status: 422,
    zh: '请选择有效的时区',
    en: 'Choose a known time zone',
    meaning: 'A station time zone that is not an IANA zone name this server knows (such as Asia/Shanghai).',
  },
  'iot-alert.10001': {
    status: 409,
    zh: '请先停用告警规则，再删除',
    en: 'Disable the alarm rule before deleting it',
    meaning: 'Deleting an alarm rule that is enabled.',
  },
  'iot-alert.10002': {
    status: 500,
    zh: '告警动作添加或编辑失败，请重新编辑',
    en: 'Adding or editing the alarm action failed, please edit it again',
    meaning:
      'The rule was saved but one of its actions (e-mail, SMS, command, app push) could not be stored.',
  },
  'iot-alert.10003': {
    status: 404,
    zh: '无法查询到当前控制对象，请重新选择',
    en: 'The current control target cannot be found, please choose it again',
    meaning:
      'A command action or timed job refers to a device, function block or command that no longer exists or is no longer visible to the caller.',
  },
  'iot-alert.10004': {
    status: 422,
    zh: '告警信息模板须为 1–1024 个字符',
    en: 'The alarm message template must be 1–1024 characters',
    meaning: 'An alarm action information template is empty or longer than 1024 characters.',
  },
  'iot-alert.10005': {
    status: 422,
    zh: '告警时间和次数不能为 0',
    en: 'The alarm time and count cannot be 0',
    meaning: 'A "N times within S seconds" frequency with N or S equal to 0.',
  },
  'iot-alert.10006': {
    status: 409,
    zh: '告警规则名称已存在',
    en: 'The alarm rule name already exists',
    meaning: 'Another alarm rule of the tenant already has this name.',
  },
  'iot-alert.10007': {
    status: 422,
    zh: '通知地址须为 http 或 https 网址（最多 512 个字符）',
    en: 'The notification address must be an http or https URL (at most 512 characters)',
    meaning:
      'A webhook, WeCom or DingTalk robot action whose URL is not an http(s) URL of at most 512 characters.',
  },
  'iot-alert.10031': {
    status: 409,
    zh: '告警仍在活动中，不能删除；请处理它，或等它结束后再删除',
    en: 'The alarm is still active and cannot be deleted; handle it, or delete it once it has ended',
    meaning:
      'Batch delete of alarm events: an active event is kept (answer `kept`), since deleting it would hide a fault still present.',
  },
  'iot-alert.10032': {
    status: 404,
    zh: '告警事件不存在或已删除',
    en: 'The alarm event does not exist or was already deleted',
    meaning:
      'Batch delete of alarm events: an id that is not an event the caller can see is kept (answer `kept`).',
  },
  'iot-alert.10033': {
    status: 502,
    zh: '接收方返回了错误状态 {status}',
    en: 'The receiver answered with error status {status}',
    meaning: 'Delivery log: the webhook or robot address answered with an HTTP error status.',
  },
  'iot-alert.10034': {
    status: 504,
    zh: '接收方没有在规定时间内应答',
    en: 'The receiver did not answer in time',
    meaning: 'Delivery log: the webhook or robot address did not answer within the time limit.',
  },
  'iot-alert.10035': {
    status: 502,
    zh: '无法连接到接收方',
    en: 'The receiver could not be reached',
    meaning: 'Delivery log: the address could not be resolved or connected to, or was refused.',
  },
  'iot-alert.10036': {
    status: 502,
    zh: '机器人拒收了消息（错误码 {errcode}）',
    en: 'The robot refused the message (error code {errcode})',
    meaning: 'Delivery log: a WeCom or DingTalk robot answered with a non-zero errcode.',
  },
  'iot-alert.10037': {
    status: 503,
    zh: '平台未配置邮件或短信发送服务',
    en: 'The platform has no e-mail or SMS sending configured',
    meaning: 'Delivery log: an e-mail or SMS notice while the platform has no sender for that channel.',
  },
  'iot-alert.10038': {
    status: 502,
    zh: '发送失败',
    en: 'Sending failed',
    meaning: 'Delivery log: a failure of another kind (its details are in the server log).',
  },
  'iot-alert.10039': {
    status: 422,
    zh: '该电站或设备不存在，或不在你的权限范围内',
    en: 'This station or device does not exist or is outside your authority',
    meaning:
      "A rule's trigger filter names a station or device the caller does not see (another tenant's, or one outside a sub-user's authority).",
  },
  'iot-job.10001': {
    status: 409,
    zh: '请先停用定时策略，再删除',
    en: 'Deactivate the timed job before deleting it',
    meaning: 'Deleting a timed strategy (timing job) that is enabled.',
  },
  'iot-job.10002': {
    status: 422,
    zh: '生效时间须早于失效时间',
    en: 'The effective time must be before the expiry time',
    meaning: 'A timed job whose effective time is not before its failure (expiry) time.',
  },
  'iot-job.10003': {
    status: 422,
    zh: '每个任务最多 10 条指令',
    en: 'A task can hold at most 10 commands',
    meaning: 'A timed job or batch task with more than 10 commands.',
  },
  'iot-price.10001': {
    status: 409,
    zh: '电价模板正在使用中，请取消选择后重试',
    en: 'The price template is in use, clear the selection and retry',
    meaning: 'Deleting a price template that a station still uses.',
  },
  'iot-price.10002': {
    status: 409,
    zh: '电价名称已存在',
    en: 'The price name already exists',
    meaning: 'Another price template of the tenant already has this name.',
  },
  'iot-price.10003': {
    status: 422,
    zh: '时段须从 00:00 开始、到 23:59 结束，且首尾相接',
    en: 'The periods must start at 00:00, end at 23:59 and follow one another without gaps',
    meaning: 'The periods of a price template leave a gap or do not cover the whole day.',
  },
  'iot-price.10004': {
    status: 422,
    zh: '时段存在冲突',
    en: 'The periods overlap',
    meaning: 'Two periods of a price template (or two special periods) overlap.',
  },
  'iot-price.10005': {
    status: 409,
    zh: '最多可添加 20 个电价',
    en: 'At most 20 prices can be added',
    meaning: 'Creating a price template when the tenant already has 20.',
  },
  'iot-price.10006': {
    status: 422,
    zh: '最多可添加 10 个特殊时段',
    en: 'At most 10 special periods can be added',
    meaning: 'A price template with more than 10 special periods.',
  },
  'iot-strategy.10001': {
    status: 409,
    zh: '策略正在使用中，请取消选择后重试',
    en: 'The strategy is in use, clear the selection and retry',
    meaning: 'Deleting a strategy that a station or timed job still uses.',
  },
  'iot-strategy.10002': {
    status: 409,
    zh: '策略名称已被占用',
    en: 'The strategy name is already taken',
    meaning: 'Another strategy of the tenant already has this name.',
  },
  'iot-strategy.10003': {
    status: 400,
    zh: '默认策略不能直接添加',
    en: 'The default strategy cannot be added directly',
    meaning:
      'Creating a strategy flagged as the default one; the default exists per station and is only edited.',
  },
  'iot-strategy.10004': {
    status: 409,
    zh: '最多可添加 20 个策略',
    en: 'At most 20 strategies can be added',
    meaning: 'Creating a strategy when 20 already exist.',
  },
  'iot-strategy.10005': {
    status: 422,
    zh: '策略名称须为 1–24 个字符，可包含中文、字母、数字和下划线',
    en: 'The strategy name must be 1–24 Chinese characters, letters, digits or underscores',
    meaning:
      'A strategy name breaks the rule: 1–24 of Chinese characters, ASCII letters, digits, underscore.',
  },
  'iot-strategy.10006': {
    status: 409,
    zh: '默认策略不能删除',
    en: 'The default strategy cannot be deleted',
    meaning: "Deleting the tenant's default strategy; it is seeded once per tenant and only edited.",
  },
  'iot-strategy.10007': {
    status: 409,
    zh: '电站的 EMS/PCS 离线，策略未能下发；设备上线后将自动重新下发',
    en: "The station's EMS/PCS is offline, so the strategy was not delivered; it is sent again when the device comes online",
    meaning:
      'Push state reason: a device the strategy must reach was offline when it was pushed (docs/device-protocol.md §5a).',
  },
  'iot-strategy.10008': {
    status: 504,
    zh: '设备未在规定时间内确认策略',
    en: 'The device did not acknowledge the strategy in time',
    meaning: "Push state reason: no `config/ack` within the device type's timeout.",
  },
  'iot-strategy.10009': {
    status: 422,
    zh: '设备拒绝了该策略',
    en: 'The device refused the strategy',
    meaning: 'Push state reason: the device answered the push with a non-zero `config/ack` code.',
  },
  'iot-strategy.10010': {
    status: 409,
    zh: '电站没有可执行策略的 EMS 或 PCS 设备',
    en: 'The station has no EMS or PCS device to run the strategy',
    meaning: 'Push state reason: no device of type EMS_GATEWAY or ES_PCS is bound to the station.',
  },
} as const satisfies Record<string, ErrorDefinition>;
