import type { Strategy } from '@ies/contracts';
import type { StrategyRow } from '../../db/schema';

export function presentStrategy(row: StrategyRow, stationCount: number): Strategy {
  return {
    id: row.id,
    name: row.name,
    remark: row.remark,
    is_default: row.isDefault,
    ranges: row.ranges,
    station_count: stationCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
