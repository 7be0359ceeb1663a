import type { Currency, PricePeriodProperty, StrategyRange } from '@ies/contracts';
import type { PlatformApi } from './platform-api';
import type { SiteTemplate } from './site-template';

/*
 * The demo's tariffs and strategies (issue 14 item 8), set through the platform's API as a user
 * would: a five-band time-of-use template per currency, in force from long before the backfill,
 * and one strategy per station — time-of-use arbitrage, peak shaving or anti-reflux in turn.
 */

/** Band prices in CNY; other currencies scale by their flat price (see PRICE_PER_KWH). */
const CNY_BANDS: Record<PricePeriodProperty, number> = {
  deep_valley: 0.18,
  valley: 0.32,
  flat: 0.68,
  peak: 1.08,
  sharp: 1.32,
};
const SCALE: Record<Currency, number> = { CNY: 1, USD: 0.14 / 0.68, GBP: 0.25 / 0.68, AUD: 0.28 / 0.68 };

/** The simulator's default day (physics/strategy DEFAULT_PERIODS) with its night valley split in two. */
const DAY: Array<[PricePeriodProperty, string, string]> = [
  ['deep_valley', '00:00', '06:00'],
  ['valley', '06:00', '08:00'],
  ['flat', '08:00', '10:00'],
  ['peak', '10:00', '12:00'],
  ['valley', '12:00', '14:00'],
  ['flat', '14:00', '17:00'],
  ['sharp', '17:00', '19:00'],
  ['peak', '19:00', '21:00'],
  ['flat', '21:00', '23:59'],
];

const round = (x: number) => Math.round(x * 10_000) / 10_000;

export function demoTariffConfig(currency: Currency) {
  const price = (p: PricePeriodProperty) => round(CNY_BANDS[p] * SCALE[currency]);
  return {
    charge_price: price('valley'),
    discharge_price: price('peak'),
    grid_connection_price: round(0.39 * SCALE[currency]),
    demand_charge_per_kw: null,
    periods: DAY.map(([property, start, end]) => ({ property, start, end, price: price(property) })),
    weekday_plans: [],
    special_periods: [],
  };
}

type DemoStrategyKind = 'time_of_use' | 'peak_shaving' | 'anti_reflux';
const KINDS: DemoStrategyKind[] = ['time_of_use', 'peak_shaving', 'anti_reflux'];

const wholeDay = (range: Partial<StrategyRange> & Pick<StrategyRange, 'mode'>): StrategyRange => ({
  start: '00:00',
  end: '23:59',
  charge_power_kw: 0,
  discharge_power_kw: 0,
  soc_min: 10,
  soc_max: 90,
  ...range,
});

/** The kind of strategy of the index-th demo station, and its name (1–24 letters, digits, _). */
export function demoStrategyOf(index: number, template: SiteTemplate) {
  const kind = KINDS[index % KINDS.length]!;
  const power = template.battery?.max_discharge_kw ?? 100;
  const peak = template.load?.peak_kw ?? 200;
  return { kind, name: `Demo_${kind}_${template.id.replace(/^demo-/, '')}`.slice(0, 24), power, peak };
}

/**
 * Sets the demo station's tariff and strategy; answers the strategy in the form the platform
 * pushes it on `config/push` (docs/device-protocol.md §5a), for the simulated site to start with.
 */
export async function provisionDemoOperations(
  api: PlatformApi,
  tenantId: string,
  stationId: string,
  template: SiteTemplate,
  index: number,
): Promise<{ id: string; name: string; ranges: StrategyRange[] }> {
  const templatesUrl = `/out-group-mgmt/tenant/${tenantId}/group-price-template`;
  const templateName = `Demo_TOU_${template.currency}`;
  const found = await api.get<{ list: Array<{ id: string; name: string }> }>(
    `${templatesUrl}?current_page=1&page_size=100&name=${encodeURIComponent(templateName)}`,
  );
  const priceTemplate =
    found.list.find((t) => t.name === templateName) ??
    (await api.post<{ id: string }>(templatesUrl, {
      name: templateName,
      remark: 'Demo five-band time-of-use tariff',
      config: demoTariffConfig(template.currency),
    }));
  await api.post(`/stations/${stationId}/tariffs`, {
    template_id: priceTemplate.id,
    effective_from: '2000-01-01',
  });

  const { kind, name, power, peak } = demoStrategyOf(index, template);
  let ranges: StrategyRange[];
  if (kind === 'time_of_use') {
    ranges = (
      await api.post<{ ranges: StrategyRange[] }>('/strategies/generate', {
        template_id: priceTemplate.id,
        charge_power_kw: power,
        discharge_power_kw: power,
        grid_import_threshold_kw: Math.round(peak * 1.2),
      })
    ).ranges;
  } else if (kind === 'peak_shaving') {
    ranges = [
      wholeDay({
        mode: 'peak_shaving',
        charge_power_kw: power,
        discharge_power_kw: power,
        grid_import_threshold_kw: Math.round(peak * 0.6),
      }),
    ];
  } else {
    ranges = [
      wholeDay({ mode: 'anti_reflux', charge_power_kw: power, discharge_power_kw: power, max_export_kw: 0 }),
    ];
  }
  const strategy = await api.post<{ id: string; name: string; ranges: StrategyRange[] }>('/strategies', {
    name,
    remark: `Demo ${kind.replace('_', ' ')}`,
    ranges,
  });
  await api.put(`/stations/${stationId}/strategy`, { strategy_id: strategy.id });
  return { id: strategy.id, name: strategy.name, ranges: strategy.ranges };
}
