import type { CustomReport } from '@ies/contracts';
import type { CustomReportRow } from '../../db/schema';

/** A custom report row as the API shows it to the caller. */
export function presentCustomReport(
  row: CustomReportRow,
  editable: boolean,
  ownerName: string,
): CustomReport {
  return {
    id: row.id,
    name: row.name,
    dimension: row.dimension,
    cycle: row.cycle,
    points: row.points,
    method: row.method,
    all_stations: row.allStations,
    station_ids: row.stationIds,
    shared_user_ids: row.sharedUserIds,
    enabled: row.enabled,
    editable,
    owner_name: ownerName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
