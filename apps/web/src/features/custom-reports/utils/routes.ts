import { CONTAINER_PREFIX } from '@ies/contracts';

const base = `${CONTAINER_PREFIX}/Report`;

/** Where the custom report screens live (a report is named by `?id=`, as the spec's routes carry no ids). */
export const customReportRoutes = {
  list: `${base}/CustomReport`,
  add: `${base}/CustomReportEdit`,
  edit: (id: string) => `${base}/CustomReportEdit?id=${encodeURIComponent(id)}`,
  detail: (id: string) => `${base}/CustomReportDetail?id=${encodeURIComponent(id)}`,
};
