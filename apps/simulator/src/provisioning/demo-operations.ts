import {
  type Currency,
  type PriceConfig,
  type PricePeriodProperty,
  STRATEGIES_MAX,
  type StrategyRange,
} from '@ies/contracts';
import { DEMO_SITE_TEMPLATES } from './demo-sites';
import { addDemoTexts, type DemoTexts, demoPriceTemplateTexts, type StoredDemoRecord } from './demo-texts';
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

const rangeOf = (range: Partial<StrategyRange> & Pick<StrategyRange, 'mode'>): StrategyRange => ({
  start: '00:00',
  end: '23:59',
  charge_power_kw: 0,
  discharge_power_kw: 0,
  soc_min: 10,
  soc_max: 90,
  ...range,
});

/** What a demo strategy is, in each language: its remark, and the word its name starts with. */
const KIND_TEXTS: Record<(typeof KINDS)[number], { zh: string; en: string; zhName: string; enName: string }> =
  {
    time_of_use: {
      zh: '演示：峰谷套利',
      en: 'Demo: time-of-use arbitrage',
      zhName: '峰谷套利',
      enName: 'Arbitrage',
    },
    peak_shaving: { zh: '演示：削峰', en: 'Demo: peak shaving', zhName: '削峰', enName: 'PeakShaving' },
    anti_reflux: { zh: '演示：防逆流', en: 'Demo: anti-reflux', zhName: '防逆流', enName: 'AntiReflux' },
  };

/** The demo sites' places in Chinese (their ids carry the English). */
const PLACES_ZH: Record<string, string> = {
  suzhou: '苏州',
  shenzhen: '深圳',
  urumqi: '乌鲁木齐',
  manchester: '曼彻斯特',
  sydney: '悉尼',
  phoenix: '凤凰城',
};

/** Remarks earlier demos wrote on a strategy of the kind (English only, or both languages in one). */
const formerStrategyRemarks = (kind: DemoStrategyKind): string[] => [
  `Demo ${kind.replace('_', ' ')}`,
  `${KIND_TEXTS[kind].zh} · ${KIND_TEXTS[kind].en}`,
];

/**
 * The kind of strategy of the index-th demo station, its name (1–24 letters, digits, _; the
 * platform's own, kept as it was) and its name and remark in each language (`i18n`).
 */
export function demoStrategyOf(index: number, template: SiteTemplate) {
  const kind = KINDS[index % KINDS.length]!;
  const power = template.battery?.max_discharge_kw ?? 100;
  const peak = template.load?.peak_kw ?? 200;
  const place = template.id.replace(/^demo-/, '');
  const words = KIND_TEXTS[kind];
  const placeEn = place.charAt(0).toUpperCase() + place.slice(1);
  const i18n = {
    name: {
      zh: `演示_${words.zhName}_${PLACES_ZH[place] ?? place}`.slice(0, 24),
      en: `${words.enName}_${placeEn}`.slice(0, 24),
    },
    remark: { zh: words.zh, en: words.en },
  };
  return { kind, name: `Demo_${kind}_${place}`.slice(0, 24), i18n, power, peak };
}

/** What `/strategies/generate` is asked for a time-of-use station (the draft it answers is used as is). */
export interface DemoGenerateInput {
  charge_power_kw: number;
  discharge_power_kw: number;
  grid_import_threshold_kw: number;
}

/**
 * The index-th demo station's ranges. Every kind works its battery every day (issue 34 item 7):
 * time-of-use charges in the valleys and discharges in the peaks (the platform's generated draft);
 * peak shaving holds import at a threshold (charging with the headroom below it) that is high at
 * night, under the working day's peaks by day and nil in the evening; anti-reflux stores the PV surplus and covers the deficit, and charges in the
 * night's deep valley first, since in winter a factory's load takes all its PV (no surplus to store).
 */
export async function demoStrategyRanges(
  index: number,
  template: SiteTemplate,
  generate: (input: DemoGenerateInput) => Promise<{ ranges: StrategyRange[] }>,
): Promise<StrategyRange[]> {
  const { kind, power, peak } = demoStrategyOf(index, template);
  if (kind === 'time_of_use') {
    return (
      await generate({
        charge_power_kw: power,
        discharge_power_kw: power,
        grid_import_threshold_kw: Math.round(peak * 1.2),
      })
    ).ranges;
  }
  if (kind === 'peak_shaving') {
    const shave = (start: string, end: string, thresholdKw: number, discharge = power) =>
      rangeOf({
        start,
        end,
        mode: 'peak_shaving',
        charge_power_kw: power,
        discharge_power_kw: discharge,
        grid_import_threshold_kw: Math.round(thresholdKw),
      });
    return [
      // The night recharges (import up to the site's peak); the day shaves the load's peaks; the
      // evening's sharp and peak bands are covered from the battery (so offices work it at weekends too).
      shave('00:00', '08:00', peak, 0),
      shave('08:00', '17:00', peak * 0.6),
      shave('17:00', '23:59', 0),
    ];
  }
  return [
    // Night valley charging: import held at the site's peak, so the headroom charges the battery.
    rangeOf({
      end: NIGHT_CHARGE_END,
      mode: 'peak_shaving',
      charge_power_kw: power,
      discharge_power_kw: 0,
      grid_import_threshold_kw: Math.round(peak),
    }),
    rangeOf({
      start: NIGHT_CHARGE_END,
      mode: 'anti_reflux',
      charge_power_kw: power,
      discharge_power_kw: power,
      max_export_kw: 0,
    }),
  ];
}

const NIGHT_CHARGE_END = '06:00';

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
  const texts = demoPriceTemplateTexts(template.currency);
  const found = await demoPriceTemplate(api, templatesUrl, template.currency);
  // A template of an older demo is kept, with its texts per language added (demo-texts.ts).
  if (found) await addDemoTexts(api, `${templatesUrl}/${found.id}`, found, texts, { config: found.config });
  const priceTemplate =
    found ??
    (await api.post<{ id: string }>(templatesUrl, {
      name: demoPriceTemplateName(template.currency),
      remark: texts.remark,
      i18n: texts.i18n,
      config: demoTariffConfig(template.currency),
    }));
  await api.post(`/stations/${stationId}/tariffs`, {
    template_id: priceTemplate.id,
    effective_from: '2000-01-01',
  });

  const { kind, name, i18n } = demoStrategyOf(index, template);
  const ranges = await demoStrategyRanges(index, template, (input) =>
    api.post<{ ranges: StrategyRange[] }>('/strategies/generate', {
      template_id: priceTemplate.id,
      ...input,
    }),
  );
  const strategy = await api.post<{ id: string; name: string; ranges: StrategyRange[] }>('/strategies', {
    name,
    remark: KIND_TEXTS[kind].zh,
    i18n,
    ranges,
  });
  await api.put(`/stations/${stationId}/strategy`, { strategy_id: strategy.id });
  return { id: strategy.id, name: strategy.name, ranges: strategy.ranges };
}

const demoPriceTemplateName = (currency: Currency) => `Demo_TOU_${currency}`;

type StoredPriceTemplate = StoredDemoRecord & { config: PriceConfig };

/** The demo's price template of a currency, found by its exact name. */
async function demoPriceTemplate(
  api: PlatformApi,
  templatesUrl: string,
  currency: Currency,
): Promise<StoredPriceTemplate | undefined> {
  const name = demoPriceTemplateName(currency);
  const found = await api.get<{ list: StoredPriceTemplate[] }>(
    `${templatesUrl}?current_page=1&page_size=100&name=${encodeURIComponent(name)}`,
  );
  return found.list.find((t) => t.name === name);
}

/**
 * A restarted demo's price templates and strategies brought up to their texts per language, for
 * an install provisioned before they existed (the rule in demo-texts.ts). Answers how many records
 * were updated; run again, it updates none.
 */
export async function refreshDemoTexts(
  api: PlatformApi,
  templates: readonly SiteTemplate[] = DEMO_SITE_TEMPLATES,
): Promise<number> {
  const self = await api.get<{ tenant_id: string }>('/tenant/users/self');
  const templatesUrl = `/out-group-mgmt/tenant/${self.tenant_id}/group-price-template`;
  let updated = 0;
  for (const currency of new Set(templates.map((t) => t.currency))) {
    const found = await demoPriceTemplate(api, templatesUrl, currency);
    if (!found) continue;
    const texts = demoPriceTemplateTexts(currency);
    if (await addDemoTexts(api, `${templatesUrl}/${found.id}`, found, texts, { config: found.config }))
      updated++;
  }
  // A tenant keeps at most STRATEGIES_MAX strategies: one page holds them all.
  const strategies = await api.get<{ list: Array<StoredDemoRecord & { ranges: StrategyRange[] }> }>(
    `/strategies?current_page=1&page_size=${STRATEGIES_MAX}`,
  );
  for (const template of templates) {
    const index = DEMO_SITE_TEMPLATES.findIndex((t) => t.id === template.id);
    if (index < 0) continue;
    const { kind, name, i18n } = demoStrategyOf(index, template);
    const found = strategies.list.find((s) => s.name === name);
    if (!found) continue;
    const texts: DemoTexts = {
      remark: KIND_TEXTS[kind].zh,
      i18n,
      formerRemarks: formerStrategyRemarks(kind),
    };
    if (await addDemoTexts(api, `/strategies/${found.id}`, found, texts, { ranges: found.ranges })) updated++;
  }
  return updated;
}
