import { z } from 'zod';
import { INVALID_CODE } from './text';

/** Largest page a list call returns (the role list of docs/spec/A-access-and-shell.md §9 asks for 999). */
export const PAGE_SIZE_MAX = 999;

/** `current_page` (from 1) and `page_size` of every list call; query strings are coerced. */
export const pageQuerySchema = z.object({
  current_page: z.coerce.number({ error: INVALID_CODE }).int({ error: INVALID_CODE }).min(1).default(1),
  page_size: z.coerce
    .number({ error: INVALID_CODE })
    .int({ error: INVALID_CODE })
    .min(1)
    .max(PAGE_SIZE_MAX)
    .default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const paginationSchema = z.object({
  total_size: z.number().int(),
  current_page: z.number().int(),
  page_size: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `{ list, pagination }` of a list call. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), pagination: paginationSchema });
}
