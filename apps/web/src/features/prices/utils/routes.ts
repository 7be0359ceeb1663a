import { CONTAINER_PREFIX } from '@ies/contracts';

export const PRICE_LIST_ROUTE = 'StationManagement/PriceList';
const base = `${CONTAINER_PREFIX}/${PRICE_LIST_ROUTE}`;

/** Where the price screens live (a template is named by `?id=`, as the spec's routes carry no ids). */
export const priceRoutes = {
  list: base,
  detail: (id: string) => `${base}/PriceDetail?id=${encodeURIComponent(id)}`,
};
