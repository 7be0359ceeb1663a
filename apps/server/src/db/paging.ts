/** A page as the contracts send it: 1-based page number and its size. */
export interface PageQuery {
  current_page: number;
  page_size: number;
}

/** The rows to skip before the requested page. */
export function pageOffset(page: PageQuery): number {
  return (page.current_page - 1) * page.page_size;
}

/** The SQL window (offset + limit) of the requested page. */
export function pageWindow(page: PageQuery): { offset: number; limit: number } {
  return { offset: pageOffset(page), limit: page.page_size };
}

/** The contracts' pagination block: where the page stands among `total` rows. */
export function pagination(total: number, page: PageQuery) {
  return { total_size: total, current_page: page.current_page, page_size: page.page_size };
}

/** A list answer: the page's items with its pagination block. */
export function pagedList<T>(list: T[], total: number, page: PageQuery) {
  return { list, pagination: pagination(total, page) };
}
