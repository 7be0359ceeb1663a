import { z } from 'zod';
import { SEARCH_TEXT_MAX } from '../common/limits';
import { INVALID_CODE, TOO_LONG_CODE } from '../common/text';
import { paginationSchema } from '../common/paging';

// Info-model calls of docs/spec/A-access-and-shell.md §7: batch info models by keyword, and the function blocks,
// operations, events and status (data points) of one model, paged at 50.

/** Pages of the info-model views hold at most this many items. */
export const INFO_MODEL_PAGE_SIZE_MAX = 50;

export const infoModelBatchQuerySchema = z.object({
  keyword: z.string().max(SEARCH_TEXT_MAX, { error: TOO_LONG_CODE }).optional(),
});

export const infoModelSchema = z.object({ id: z.string(), name: z.string(), to_public: z.boolean() });
export type InfoModel = z.infer<typeof infoModelSchema>;
export const infoModelBatchSchema = z.object({ list: z.array(infoModelSchema) });

export const infoModelPageQuerySchema = z.object({
  current_page: z.coerce.number({ error: INVALID_CODE }).int({ error: INVALID_CODE }).min(1).default(1),
  page_size: z.coerce
    .number({ error: INVALID_CODE })
    .int({ error: INVALID_CODE })
    .min(1)
    .max(INFO_MODEL_PAGE_SIZE_MAX)
    .default(INFO_MODEL_PAGE_SIZE_MAX),
  /** Only the items of this function block. */
  function_block: z.string().max(64, { error: TOO_LONG_CODE }).optional(),
});
export type InfoModelPageQuery = z.infer<typeof infoModelPageQuerySchema>;

/** Names and i18n text; en_US falls back to zh_CN when missing (docs/spec/A-access-and-shell.md §3). */
const i18nSchema = z.object({ zh_CN: z.string(), en_US: z.string() });

export const functionBlockSchema = z.object({ name: z.string(), i18n: i18nSchema });
export const infoModelItemSchema = z.object({
  function_block: z.string(),
  name: z.string(),
  i18n: i18nSchema,
  /** The item's definition: a data point, a command with its params, or an event. */
  definition: z.record(z.string(), z.unknown()),
});
export type InfoModelItem = z.infer<typeof infoModelItemSchema>;

export const functionBlockPageSchema = z.object({
  list: z.array(functionBlockSchema),
  pagination: paginationSchema,
});
export const infoModelItemPageSchema = z.object({
  list: z.array(infoModelItemSchema),
  pagination: paginationSchema,
});
