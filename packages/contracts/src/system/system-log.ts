import { z } from 'zod';
import { dateTime } from '../common/time';
import { INVALID_CODE } from '../common/text';
import { pagedSchema, pageQuerySchema } from '../common/paging';

/** Filter text of the log screens (user, module, action): free text matched as a substring. */
const filterText = z.string({ error: INVALID_CODE }).trim().max(64, { error: INVALID_CODE }).optional();

export const LOG_RESULTS = ['success', 'failure'] as const;
export type LogResult = (typeof LOG_RESULTS)[number];

/** Filters shared by both logs and their exports (query string). */
export const logFilterQuerySchema = z.object({
  from: dateTime.optional(),
  to: dateTime.optional(),
  user: filterText,
  module: filterText,
  action: filterText,
  result: z.enum(LOG_RESULTS, { error: INVALID_CODE }).optional(),
});
export type LogFilterQuery = z.infer<typeof logFilterQuerySchema>;

export const logListQuerySchema = logFilterQuerySchema.extend(pageQuerySchema.shape);
export type LogListQuery = z.infer<typeof logListQuerySchema>;

export const operationLogEntrySchema = z.object({
  id: z.string(),
  tenant_id: z.string().nullable(),
  user_id: z.string().nullable(),
  username: z.string(),
  module: z.string(),
  action: z.string(),
  params: z.record(z.string(), z.unknown()),
  status_code: z.number().int(),
  error_code: z.string().nullable(),
  result: z.enum(LOG_RESULTS),
  ip: z.string(),
  request_id: z.string(),
  created_at: z.string(),
});
export type OperationLogEntry = z.infer<typeof operationLogEntrySchema>;
export const operationLogPageSchema = pagedSchema(operationLogEntrySchema);
export type OperationLogPage = z.infer<typeof operationLogPageSchema>;

export const behaviourLogEntrySchema = z.object({
  id: z.string(),
  tenant_id: z.string().nullable(),
  user_id: z.string().nullable(),
  username: z.string(),
  platform: z.string(),
  module: z.string(),
  action: z.string(),
  params: z.record(z.string(), z.unknown()),
  result: z.string(),
  ip: z.string(),
  created_at: z.string(),
});
export type BehaviourLogEntry = z.infer<typeof behaviourLogEntrySchema>;
export const behaviourLogPageSchema = pagedSchema(behaviourLogEntrySchema);
export type BehaviourLogPage = z.infer<typeof behaviourLogPageSchema>;

/** Most rows one export writes; the screen asks for a narrower filter above it. */
export const LOG_EXPORT_MAX_ROWS = 10_000;

/** Column titles of the exported sheets (zh and en), in sheet order. */
export const OPERATION_LOG_EXPORT_COLUMNS = [
  { key: 'created_at', zh: '时间', en: 'Time' },
  { key: 'username', zh: '用户', en: 'User' },
  { key: 'module', zh: '模块', en: 'Module' },
  { key: 'action', zh: '操作', en: 'Action' },
  { key: 'params', zh: '参数', en: 'Parameters' },
  { key: 'status_code', zh: '状态码', en: 'Status' },
  { key: 'error_code', zh: '错误码', en: 'Error code' },
  { key: 'ip', zh: 'IP', en: 'IP' },
  { key: 'request_id', zh: '请求号', en: 'Request id' },
  { key: 'tenant_id', zh: '租户', en: 'Tenant' },
] as const;

export const BEHAVIOUR_LOG_EXPORT_COLUMNS = [
  { key: 'created_at', zh: '时间', en: 'Time' },
  { key: 'username', zh: '用户', en: 'User' },
  { key: 'module', zh: '模块', en: 'Module' },
  { key: 'action', zh: '行为', en: 'Action' },
  { key: 'params', zh: '参数', en: 'Parameters' },
  { key: 'result', zh: '结果', en: 'Result' },
  { key: 'ip', zh: 'IP', en: 'IP' },
  { key: 'tenant_id', zh: '租户', en: 'Tenant' },
] as const;
