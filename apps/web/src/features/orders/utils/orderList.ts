import type { Labels } from '@ies/contracts';
import { labelIn } from '../../../ui/labels';
import { pagedTableProps, type ServerPage } from '../../../ui/pagedTable';

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

/** The page an order list asks the server for. */
export interface OrderPage {
  current_page: number;
  page_size: number;
}

/** The rows and pagination of an order list, whose page size the user may change past 50 orders. */
export function orderTableProps<T>(
  data: ServerPage<T> | undefined,
  page: OrderPage,
  setPage: (page: OrderPage) => void,
) {
  return pagedTableProps(data, {
    page: page.current_page,
    pageSize: page.page_size,
    showSizeChanger: 'auto',
    onChange: (current_page, page_size) => setPage({ current_page, page_size }),
  });
}
