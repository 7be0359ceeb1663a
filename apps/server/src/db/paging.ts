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
