// The firmware error family (docs/spec/B-operations.md §5; issue 31 item 2). Spec-named rules
// reuse their codes: the version (iot-firmware.10001, devices family), a time in the future
// (iot-validation.10009), required fields (iot-validation.10001), permission family 10203xxx.
// It lives here, not in packages/contracts/src/firmware/, because the catalogue importing that
// folder would close a folder cycle (firmware → operations → api → validation → errors).
import type { ErrorDefinition } from '../common/error-types';

/** The family's heading in docs/errors.md. */
export const firmwareErrorsTitle = 'Firmware upgrade';

export const firmwareErrors = {
  'iot-firmware.10002': {
    status: 413,
    zh: '固件包不能超过 {max}',
    en: 'The firmware package cannot exceed {max}',
    meaning: 'An uploaded firmware package is larger than FIRMWARE_FILE_MAX_BYTES.',
  },
  'iot-firmware.10003': {
    status: 409,
    zh: '该设备类型已有此版本的固件',
    en: 'This device type already has firmware of this version',
    meaning: 'A package with the same device type and version was uploaded before.',
  },
  'iot-firmware.10004': {
    status: 422,
    zh: '所选范围内没有此设备类型的设备',
    en: 'The chosen target holds no device of this device type',
    meaning: 'A task target (device type, devices or stations) reaches no device of the firmware’s type.',
  },
  'iot-firmware.10005': {
    status: 422,
    zh: '设备 {device} 不属于该固件的设备类型',
    en: 'Device {device} is not of the firmware’s device type',
    meaning: 'A chosen device has another device type than the firmware.',
  },
  'iot-firmware.10006': {
    status: 422,
    zh: '灰度组与各分组比例之和不能超过 100%',
    en: 'The canary and group shares cannot add up to more than 100 %',
    meaning: 'canary_percent plus every group percent is above 100.',
  },
  'iot-firmware.10007': {
    status: 409,
    zh: '升级任务当前状态不允许此操作',
    en: 'The upgrade task’s state does not allow this action',
    meaning:
      'Pause, resume, approve or cancel on a task in a state where it makes no sense (e.g. a finished task).',
  },
  'iot-firmware.10008': {
    status: 403,
    zh: '须由创建人以外的用户审批',
    en: 'Another user than the creator must approve',
    meaning: 'The creator of a task tried to approve its next group (the four-eyes rule).',
  },
  'iot-firmware.10009': {
    status: 409,
    zh: '固件正被进行中的升级任务使用，不能删除',
    en: 'The firmware is used by a running upgrade task and cannot be deleted',
    meaning: 'Deleting a package that an unfinished task delivers.',
  },
  'iot-firmware.10010': {
    status: 409,
    zh: '第 {group} 组失败比例 {failed}% 超过错误阈值 {threshold}%，升级已自动暂停',
    en: 'Group {group}: {failed} % failed, above the error threshold of {threshold} %; the rollout paused itself',
    meaning: 'Pause reason: the failed share of a group’s finished devices passed the error threshold.',
  },
  'iot-firmware.10011': {
    status: 409,
    zh: '第 {group} 组已达到成功阈值，等待审批后继续',
    en: 'Group {group} reached its success threshold; waiting for approval',
    meaning:
      'Pause reason: a group reached its success threshold and the task needs a second user’s approval.',
  },
  'iot-firmware.10012': {
    status: 504,
    zh: '设备未在 {seconds} 秒内完成升级',
    en: 'The device did not finish the upgrade within {seconds} s',
    meaning: 'Device failure reason: no result within the per-device timeout.',
  },
  'iot-firmware.10013': {
    status: 502,
    zh: '设备报告升级失败：{message}',
    en: 'The device reported a failed upgrade: {message}',
    meaning: 'Device failure reason: the device reported `failed` on ota/progress.',
  },
  'iot-firmware.10014': {
    status: 502,
    zh: '设备重启后仍报告旧版本 {version}',
    en: 'After restarting, the device still reports the old version {version}',
    meaning:
      'Device failure reason: a device came back mid-upgrade reporting another version than the target.',
  },
  'iot-firmware.10015': {
    status: 409,
    zh: '升级任务已取消',
    en: 'The upgrade task was cancelled',
    meaning: 'Device failure reason: the task was cancelled before the device finished.',
  },
  'iot-firmware.10016': {
    status: 403,
    zh: '下载链接无效或已过期',
    en: 'The download link is invalid or has expired',
    meaning: 'A firmware download whose signature is wrong or whose link expired.',
  },
  'iot-firmware.10017': {
    status: 422,
    zh: '维护窗口的开始与结束时间不能相同',
    en: 'The maintenance window cannot start and end at the same time',
    meaning: 'window.start equals window.end.',
  },
  'iot-firmware.10018': {
    status: 409,
    zh: '由用户暂停',
    en: 'Paused by a user',
    meaning: 'Pause reason: a user paused the rollout.',
  },
} as const satisfies Record<string, ErrorDefinition>;

export type FirmwareErrorCode = keyof typeof firmwareErrors;
