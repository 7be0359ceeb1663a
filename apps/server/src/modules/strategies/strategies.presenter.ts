import {
  DEFAULT_STRATEGY_NAME,
  DEFAULT_STRATEGY_NAME_TEXTS,
  type StationStrategyChange,
  type Strategy,
  type StrategyStation,
  type TextVariants,
} from '@ies/contracts';
import type { StationStrategyChangeRow, StrategyRow } from '../../db/schema';

export function presentStrategy(row: StrategyRow, stationCount: number): Strategy {
  return {
    id: row.id,
    name: row.name,
    remark: row.remark,
    i18n: strategyTexts(row),
    is_default: row.isDefault,
    ranges: row.ranges,
    station_count: stationCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Every tenant's seeded default is named in Chinese; the English interface shows it in English
 * while it keeps that name and its user has given it no name per language (a rename, or the form's
 * edit in either language, stores what the user wrote instead).
 */
function strategyTexts(row: StrategyRow): TextVariants {
  const stored = row.i18n ?? {};
  if (!row.isDefault || row.name !== DEFAULT_STRATEGY_NAME || stored.name) return stored;
  return { ...stored, name: { ...DEFAULT_STRATEGY_NAME_TEXTS } };
}

export function presentChange(row: StationStrategyChangeRow): StationStrategyChange {
  return {
    strategy_id: row.strategyId,
    strategy_name: row.strategyName,
    state: row.state,
    reason: row.reason,
    changed_at: row.changedAt.toISOString(),
    changed_by: row.changedBy,
  };
}

/** A station of a strategy with the state of its newest push. */
export function presentStrategyStation(
  station: { id: string; name: string | null; assignedAt: Date | null },
  latest: StationStrategyChangeRow | undefined,
  refused?: string,
): StrategyStation {
  return {
    station_id: station.id,
    station_name: station.name,
    state: refused ? null : (latest?.state ?? null),
    reason: refused ?? latest?.reason ?? null,
    assigned_at: station.assignedAt?.toISOString() ?? null,
    applied_at: refused ? null : (latest?.appliedAt?.toISOString() ?? null),
  };
}
