// DTU/LoRa analysis and file recall (docs/spec/B-operations.md §2, §4, §5; issue 32 items 5 and 6).
// The range rules of B §5 answer the shared range code ('10002', validation family) and the hex
// rule its devices code (iot-device.10019); only what is LoRa's own is here.
import type { ErrorDefinition } from '../common/error-types';

/** The family's heading in docs/errors.md. */
export const loraErrorsTitle = 'DTU/LoRa analysis and file recall';

export const loraErrors = {
  'iot-lora.10001': {
    status: 422,
    zh: '起始频率须为 470.3–488.7 MHz，步进 0.2',
    en: 'The start frequency must be 470.3–488.7 MHz in steps of 0.2',
    meaning: 'A LoRa start frequency inside the band but off its 0.2 MHz grid (field start_frequency_mhz).',
  },
  'iot-lora.10002': {
    status: 409,
    zh: '该设备不是 DTU/LoRa 网关',
    en: 'This device is not a DTU/LoRa gateway',
    meaning: "The device's type declares no LoRa operations (lora_scan, lora_set_config).",
  },
  'iot-lora.10003': {
    status: 409,
    zh: '该设备不支持文件召回',
    en: 'This device cannot recall files',
    meaning: "The device's type declares no file_recall operation.",
  },
  'iot-lora.10004': {
    status: 409,
    zh: '文件尚未获取完成',
    en: 'The file has not been fetched yet',
    meaning: 'A download of a recall whose file the device has not uploaded (state other than fetched).',
  },
  'iot-lora.10005': {
    status: 403,
    zh: '上传地址无效或已过期',
    en: 'The upload address is invalid or has expired',
    meaning:
      'A device upload whose signature is wrong, whose address expired (15 minutes), or whose recall already has its file or has failed.',
  },
  'iot-lora.10006': {
    status: 413,
    zh: '召回文件不能超过 {max}',
    en: 'A recalled file cannot exceed {max}',
    meaning: 'A device uploaded a file larger than FILE_RECALL_MAX_BYTES.',
  },
} as const satisfies Record<string, ErrorDefinition>;
