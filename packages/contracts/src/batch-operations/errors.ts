import type { ErrorDefinition } from '../common/error-types';

/** The family's heading in docs/errors.md. */
export const batchOperationErrorsTitle = 'Batch operations';

/**
 * Batch operations (issue 31 item 4): one command or configuration push to many devices. A device
 * that is offline is refused with the spec's iot-device.10015 (commands) or iot-device.10001 (pushes).
 */
export const batchOperationErrors = {
  'iot-batch.10001': {
    status: 422,
    zh: '没有符合条件的设备',
    en: 'No device matches the selection',
    meaning: 'A batch operation whose stations, types and filter select no device the caller may reach.',
  },
  'iot-batch.10002': {
    status: 422,
    zh: '一次批量操作最多 {max} 台设备，请缩小范围',
    en: 'A batch operation reaches at most {max} devices, narrow the selection',
    meaning: 'A batch operation selecting more devices than the limit.',
  },
  'iot-batch.10003': {
    status: 422,
    zh: '该设备的类型没有此指令',
    en: "The device's type has no such command",
    meaning: "Result of one device: the chosen operation is not one of its type's commands.",
  },
  'iot-batch.10004': {
    status: 404,
    zh: '批量操作不存在',
    en: 'The batch operation does not exist',
    meaning: 'A batch operation id that is not one of the tenant.',
  },
  'iot-batch.10005': {
    status: 409,
    zh: '发送时服务器中断，无法确认设备是否收到，未重发',
    en: 'The server stopped while sending; whether the device received it is unknown, so it was not sent again',
    meaning:
      'Result of one device of a configuration push: the process sending it stopped between taking the device and recording the send; it is not sent a second time.',
  },
} as const satisfies Record<string, ErrorDefinition>;
