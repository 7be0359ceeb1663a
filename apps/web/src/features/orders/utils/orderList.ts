import type { TablePaginationConfig } from 'antd';
import type { Labels } from '@ies/contracts';
import { labelIn } from '../../../ui/labels';

/** The page an order list asks the server for. */
export interface OrderPage {
  current_page: number;
  page_size: number;
}

/** The tabs over an order list: every order, then each status with how many orders hold it. */
export function statusTabItems<S extends string>(
  allLabel: string,
  statuses: readonly S[],
  labels: Labels<S>,
  counts: Partial<Record<S, number>> | undefined,
) {
  return [
    { key: '', label: allLabel },
    ...statuses.map((s) => ({ key: s, label: `${labelIn(labels, s)} (${counts?.[s] ?? 0})` })),
  ];
}

/** The table pagination of an order list, whose page size the user may change. */
export function orderPagination(
  page: OrderPage,
  total: number | undefined,
  onChange: (page: OrderPage) => void,
): TablePaginationConfig {
  return {
    current: page.current_page,
    pageSize: page.page_size,
    total: total ?? 0,
    onChange: (current_page, page_size) => onChange({ current_page, page_size }),
  };
}
