import { expect } from 'vitest';
import type { Caller } from '../devices/device-test-helpers';

let sequence = 0;
export const uniqueName = (prefix = '电价_') => `${prefix}${Date.now().toString(36)}${++sequence}`;

export const period = (property: string, start: string, end: string, price = 0.5) => ({
  property,
  start,
  end,
  price,
});

/** A five-band day: deep valley, valley, flat, peak, sharp, back to valley. */
export const FIVE_BANDS = [
  period('deep_valley', '00:00', '06:00', 0.15),
  period('valley', '06:00', '08:00', 0.3),
  period('flat', '08:00', '10:00', 0.6),
  period('peak', '10:00', '18:00', 1.0),
  period('sharp', '18:00', '21:00', 1.4),
  period('valley', '21:00', '23:59', 0.3),
];

export function templateInput(extra: Record<string, unknown> = {}, config: Record<string, unknown> = {}) {
  return {
    name: uniqueName(),
    remark: 'test',
    config: {
      charge_price: 0.3,
      discharge_price: 1.0,
      grid_connection_price: 0.39,
      periods: FIVE_BANDS,
      ...config,
    },
    ...extra,
  };
}

export const templatesUrl = (tenantId: string, id?: string) =>
  `/api/out-group-mgmt/tenant/${tenantId}/group-price-template${id ? `/${id}` : ''}`;

export async function createTemplate(
  call: Caller,
  tenantId: string,
  extra: Record<string, unknown> = {},
  config: Record<string, unknown> = {},
) {
  const res = await call('POST', templatesUrl(tenantId), templateInput(extra, config));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string; config: Record<string, unknown> };
}
