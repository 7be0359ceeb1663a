import type { PriceTemplate, StationTariff } from '@ies/contracts';
import type { PriceTemplateRow, StationTariffRow } from '../../db/schema';

export function presentTemplate(row: PriceTemplateRow, stationCount: number): PriceTemplate {
  return {
    id: row.id,
    name: row.name,
    remark: row.remark,
    i18n: row.i18n ?? {},
    config: row.config,
    station_count: stationCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A tariff version with its template's name (in each language it has). */
export function presentTariff(
  row: StationTariffRow,
  template: Pick<PriceTemplateRow, 'name' | 'i18n'> | undefined,
): StationTariff {
  const names = template?.i18n?.name;
  return {
    id: row.id,
    station_id: row.stationId,
    template_id: row.templateId,
    template_name: template?.name ?? '',
    i18n: names ? { template_name: names } : {},
    effective_from: row.effectiveFrom,
    created_at: row.createdAt.toISOString(),
  };
}
