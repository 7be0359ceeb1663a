import {
  type ElectricityMode,
  type EnergyReportKind,
  PRICE_PERIOD_PROPERTIES,
  type ReportColumn,
  type WeightUnit,
} from '@ies/contracts';

const col = (key: string, unit: ReportColumn['unit'], band: ReportColumn['band'] = null): ReportColumn => ({
  key,
  unit,
  band,
});

/** The columns of a report, in table order (the web's headers and chart series follow them). */
export function reportColumns(
  kind: EnergyReportKind,
  mode: ElectricityMode,
  unit: WeightUnit,
): ReportColumn[] {
  switch (kind) {
    case 'electricity':
      if (mode === 'band')
        return [
          ...PRICE_PERIOD_PROPERTIES.flatMap((b) => [
            col(`${b}_charge`, 'kWh', b),
            col(`${b}_discharge`, 'kWh', b),
          ]),
          col('charge', 'kWh'),
          col('discharge', 'kWh'),
          col('efficiency', '%'),
        ];
      return [
        col('charge', 'kWh'),
        col('discharge', 'kWh'),
        col('pv', 'kWh'),
        col('import', 'kWh'),
        col('export', 'kWh'),
        col('load', 'kWh'),
        col('efficiency', '%'),
      ];
    case 'revenue':
      return [
        ...PRICE_PERIOD_PROPERTIES.map((b) => col(`${b}_revenue`, 'money', b)),
        col('arbitrage', 'money'),
        col('pv_savings', 'money'),
        col('feed_in', 'money'),
        col('subsidy', 'money'),
        col('demand_saving', 'money'),
        col('total', 'money'),
      ];
    case 'consumption':
      return [
        col('load', 'kWh'),
        col('from_grid', 'kWh'),
        col('from_pv', 'kWh'),
        col('from_storage', 'kWh'),
        col('co2_avoided', unit),
      ];
    case 'period':
      return [
        ...PRICE_PERIOD_PROPERTIES.flatMap((b) => [col(`${b}_kwh`, 'kWh', b), col(`${b}_cost`, 'money', b)]),
        col('kwh', 'kWh'),
        col('cost', 'money'),
      ];
  }
}

/** Round-trip efficiency of summed figures: discharge / charge in %, 0 without charge. */
export const efficiency = (f: Record<string, number>) => ({
  efficiency: (f.charge ?? 0) > 0 ? ((f.discharge ?? 0) / f.charge!) * 100 : 0,
});
