import type { PricePeriodProperty } from '@ies/contracts';

/** One colour per band, from dear (red) to cheap (blue), shared by the table tags and the chart. */
export const BAND_COLORS: Record<PricePeriodProperty, string> = {
  sharp: '#cf1322',
  peak: '#fa8c16',
  flat: '#fadb14',
  valley: '#52c41a',
  deep_valley: '#1677ff',
};
