import type { Currency } from '@ies/contracts';

/**
 * Default grid emission factors, kg CO₂ per kWh, by the country a station's currency stands for
 * (stations carry no country). Sources and editions: docs/energy-reports.md. A station's own
 * `emission_factor_kg_per_kwh` wins over these.
 */
export const DEFAULT_EMISSION_FACTORS: Record<Currency, number> = {
  /** China, national grid average 2022 (MEE 2024): 0.5703. */
  CNY: 0.5703,
  /** United States, eGRID2022 national average CO₂ output rate (EPA 2024): 823.1 lb/MWh. */
  USD: 0.3733,
  /** United Kingdom, 2024 GHG conversion factors, electricity generated (DESNZ 2024). */
  GBP: 0.20705,
  /** Australia, National Greenhouse Accounts Factors 2024, national scope 2 average. */
  AUD: 0.66,
};

export function emissionFactorOf(station: { currency: Currency; emissionFactorKgPerKwh: number | null }) {
  const own = station.emissionFactorKgPerKwh;
  return own === null
    ? { kg_per_kwh: DEFAULT_EMISSION_FACTORS[station.currency], default: true }
    : { kg_per_kwh: own, default: false };
}
