import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from '../common/paging';
import { INVALID_CODE, REQUIRED_CODE } from '../common/text';

export const BATCH_OPERATION_LIMITS = {
  /** Devices one batch operation reaches. */
  devices: 1000,
  keyword: 64,
} as const;

export const BATCH_OPERATION_KINDS = ['command', 'config_push'] as const;
export type BatchOperationKind = (typeof BATCH_OPERATION_KINDS)[number];
export const BATCH_OPERATION_KIND_LABELS = {
  command: { zh: '下发指令', en: 'Send a command' },
  config_push: { zh: '推送配置', en: 'Push a configuration' },
} as const;

/** One device's result: in progress until its command is answered. */
export const BATCH_ITEM_RESULTS = ['in_progress', 'succeeded', 'failed', 'refused'] as const;
export type BatchItemResult = (typeof BATCH_ITEM_RESULTS)[number];
export const BATCH_ITEM_RESULT_LABELS = {
  in_progress: { zh: '执行中', en: 'In progress' },
  succeeded: { zh: '成功', en: 'Succeeded' },
  failed: { zh: '失败', en: 'Failed' },
  refused: { zh: '已拒绝', en: 'Refused' },
} as const;

const ids = (item: z.ZodType<string>) =>
  z.array(item, { error: INVALID_CODE }).max(BATCH_OPERATION_LIMITS.devices).default([]);

/** Devices chosen by station, type or a filter on id and name; the criteria narrow one another. */
export const batchTargetSchema = z.object({
  station_ids: ids(z.uuid({ error: INVALID_CODE })),
  type_ids: ids(z.uuid({ error: INVALID_CODE })),
  device_ids: ids(z.string().min(1).max(64)),
  keyword: z
    .string({ error: INVALID_CODE })
    .max(BATCH_OPERATION_LIMITS.keyword, { error: INVALID_CODE })
    .default(''),
});

export const batchOperationInputSchema = z
  .object({
    kind: z.enum(BATCH_OPERATION_KINDS, { error: REQUIRED_CODE }),
    target: batchTargetSchema,
    operation: z.string({ error: INVALID_CODE }).max(64, { error: INVALID_CODE }).default(''),
    params: z.record(z.string(), z.unknown(), { error: INVALID_CODE }).default({}),
    config: z.record(z.string(), z.unknown(), { error: INVALID_CODE }).default({}),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'command' && !value.operation)
      ctx.addIssue({ code: 'custom', path: ['operation'], message: REQUIRED_CODE });
    if (value.kind === 'config_push' && Object.keys(value.config).length === 0)
      ctx.addIssue({ code: 'custom', path: ['config'], message: REQUIRED_CODE });
  });
export type BatchOperationInput = z.input<typeof batchOperationInputSchema>;

export const batchSummarySchema = z.object({
  total: z.number().int(),
  in_progress: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  refused: z.number().int(),
  /** Finished share, 0–100. */
  progress: z.number(),
});
export type BatchSummary = z.infer<typeof batchSummarySchema>;

export const batchOperationSchema = z.object({
  id: z.string(),
  kind: z.enum(BATCH_OPERATION_KINDS),
  operation: z.string().nullable(),
  params: z.record(z.string(), z.unknown()),
  created_by: z.string().nullable(),
  created_at: z.string(),
  summary: batchSummarySchema,
});
export type BatchOperation = z.infer<typeof batchOperationSchema>;
export const batchOperationListSchema = pagedSchema(batchOperationSchema);

export const batchItemSchema = z.object({
  device_id: z.string(),
  device_name: z.string(),
  result: z.enum(BATCH_ITEM_RESULTS),
  /** The catalogue code of a refusal or failure. */
  error_code: z.string().nullable(),
  /** The catalogue text of the error in the caller's language. */
  error_message: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type BatchItem = z.infer<typeof batchItemSchema>;
export const batchOperationDetailSchema = batchOperationSchema.extend({ items: z.array(batchItemSchema) });
export type BatchOperationDetail = z.infer<typeof batchOperationDetailSchema>;

export const batchOperationPathSchema = z.object({ id: z.uuid({ error: INVALID_CODE }) });
export const batchOperationListQuerySchema = pageQuerySchema;
export const BATCH_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const batchExportQuerySchema = z.object({
  format: z.enum(BATCH_EXPORT_FORMATS, { error: INVALID_CODE }).default('xlsx'),
});
