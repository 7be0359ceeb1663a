import type { ErrorDefinition } from '../common/error-types';

/** The family's heading in docs/errors.md. */
export const dataErrorsTitle = 'Data and storage';

/** Data queries, downloads, deletion, dashboards and storage capacity (docs/spec/B-operations.md §5, §8). */
export const dataErrors = {
  'iot-data.10001': {
    status: 400,
    zh: '查询数据超过 500 万条，请缩短时间范围',
    en: 'The query exceeds 5 million records, please shorten the time range',
    meaning: 'A data download would hold more than 5,000,000 records.',
  },
  'iot-data.10002': {
    status: 400,
    zh: '查询数据超过 60 万条，请缩短时间范围',
    en: 'The query exceeds 600,000 records, please shorten the time range',
    meaning: 'A local save (export to the browser) would hold more than 600,000 records.',
  },
  'iot-data.10003': {
    status: 400,
    zh: '单次最多删除 15 万条数据',
    en: 'At most 150,000 records can be deleted at a time',
    meaning: 'A synchronous data deletion matches more than 150,000 records.',
  },
  'iot-data.10004': {
    status: 400,
    zh: '单次最多删除 100 万条数据，超出部分不会被删除',
    en: 'At most 1 million records can be deleted at a time; the rest is kept',
    meaning:
      'A background (bulk) deletion matches more than 1,000,000 records; only the first million would be deleted, so the request is refused and must be narrowed.',
  },
  'iot-data.10005': {
    status: 400,
    zh: '数据量过大，单次最多查询 1 万条',
    en: 'Too much data: at most 10,000 records per query',
    meaning: 'A chart or kanban query would return more than 10,000 points.',
  },
  'iot-data.10006': {
    status: 429,
    zh: '实时数据订阅超出频率限制',
    en: 'The WebSocket rate limit was exceeded',
    meaning: 'A WebSocket client sent subscriptions or messages faster than allowed; the server drops them.',
  },
  'iot-data.10007': {
    status: 503,
    zh: '网络不稳定，下载失败，正在进行第 {count} 次重试',
    en: 'The network is unstable and the download failed, retry {count} in progress',
    meaning:
      'Client-side notice while a download is retried after a network failure; {count} is the attempt number.',
  },
  'iot-data.10008': {
    status: 409,
    zh: '历史数据不足，预测失败',
    en: 'Prediction failed because there is not enough history',
    meaning: 'A forecast needs more history than the station or device has stored.',
  },
  'iot-data.10009': {
    status: 415,
    zh: '不支持该格式',
    en: 'This format is not supported',
    meaning: 'A requested export or import format is not one the endpoint offers.',
  },
  'iot-data.10010': {
    status: 422,
    zh: '请选择 1–3 个数据点',
    en: 'Choose 1 to 3 data points',
    meaning: 'A chart or kanban has no data point, or more than 3.',
  },
  'iot-data.10011': {
    status: 409,
    zh: '文件尚未生成，请稍后再下载',
    en: 'The file is not ready yet, download it later',
    meaning:
      'Fetching the file of a history download task that is not waiting for download (still running, cancelled or failed).',
  },
  'iot-data.10012': {
    status: 400,
    zh: '登录凭证不能放在地址中，请在连接后的第一条消息中发送',
    en: 'The session token must not be in the address; send it in the first message after connecting',
    meaning:
      'A live-data WebSocket was opened with ?token= in its address (addresses reach logs and histories); the token goes in the first message { type: "auth", token } or the Authorization header.',
  },
  'iot-data.10013': {
    status: 409,
    zh: '看板数量已达上限（每个仪表盘最多 {max} 个）',
    en: 'The kanban limit is reached (at most {max} per dashboard)',
    meaning:
      "Adding a kanban, or a data market's kanbans, would pass the kanbans a dashboard holds (B §9 caps it; ours is 20).",
  },
  'iot-storage.10001': {
    status: 507,
    zh: '账号存储容量已使用 95%，用满后将无法写入存储数据',
    en: 'Account storage is 95% used; when it is full no more data can be stored',
    meaning:
      'Warning shown in the capacity area (tenant manager) when storage use reaches 95%. Data is still accepted; the status applies if the notice is ever sent as an error.',
  },
  'iot-storage.10002': {
    status: 507,
    zh: '账号存储容量已满，无法写入存储数据',
    en: 'Account storage is full; no more data can be stored',
    meaning: 'Storage use reached 100%; new data is refused (or the oldest deleted when loop delete is on).',
  },
} as const satisfies Record<string, ErrorDefinition>;
