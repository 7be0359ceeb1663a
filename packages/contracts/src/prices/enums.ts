import type { Labels } from '../common/label';

export const PRICE_PERIOD_PROPERTIES = ['sharp', 'peak', 'flat', 'valley', 'deep_valley'] as const;
export type PricePeriodProperty = (typeof PRICE_PERIOD_PROPERTIES)[number];
export const PRICE_PERIOD_PROPERTY_LABELS: Labels<PricePeriodProperty> = {
  sharp: { zh: '尖', en: 'Sharp' },
  peak: { zh: '峰', en: 'Peak' },
  flat: { zh: '平', en: 'Flat' },
  valley: { zh: '谷', en: 'Valley' },
  deep_valley: { zh: '深谷', en: 'Deep valley' },
};

export const STRATEGY_MODES = [
  'standby',
  'peak_shaving',
  'demand_control',
  'anti_reflux',
  'demand_response',
] as const;
export type StrategyMode = (typeof STRATEGY_MODES)[number];
export const STRATEGY_MODE_LABELS: Labels<StrategyMode> = {
  standby: { zh: '待机', en: 'Standby' },
  peak_shaving: { zh: '削峰填谷', en: 'Peak shaving' },
  demand_control: { zh: '需量控制', en: 'Demand control' },
  anti_reflux: { zh: '防逆流', en: 'Anti-reflux' },
  demand_response: { zh: '需求响应', en: 'Demand response' },
};
