import type { BodyIdCase, BodyIdContext } from './body-id-cases';

const RANGE = { from: '2026-01-01', to: '2026-01-02' };

/** The body of an export naming A's row in one field, everything else B's own. */
function sourceFor(field: string, x: BodyIdContext): unknown {
  const { a, b } = x;
  if (field === 'source.query.station_ids')
    return {
      kind: 'energy_report',
      report: 'electricity',
      query: { station_ids: [a.stationId], start: '2026-01-01', end: '2026-01-02', bucket: 'day' },
    };
  if (field === 'source.report_id')
    return {
      kind: 'custom_report',
      report_id: a.customReportId,
      query: { start_time: '2026-01-01T00:00:00Z', end_time: '2026-01-02T00:00:00Z' },
    };
  if (field === 'source.station_id') return { kind: 'battery', station_id: a.stationId, query: RANGE };
  if (field === 'source.query.device_id')
    return { kind: 'battery', station_id: b.stationId, query: { ...RANGE, device_id: a.deviceId } };
  return { kind: 'battery', station_id: b.stationId, query: RANGE };
}

const FIELDS = [
  'source.query.station_ids',
  'source.report_id',
  'source.station_id',
  'source.query.device_id',
];
const DELIVERY = {
  name: 'B delivery',
  format: 'xlsx',
  frequency: 'daily',
  time: '08:00',
  recipients: ['b@example.com'],
  language: 'en',
};
/** B has no delivery in the fixture: the update is refused on the ids before the delivery is looked up. */
const B_DELIVERY = '/api/exports/deliveries/00000000-0000-4000-8000-0000000de11e';

/** Exports (issue 29): stations, devices and custom reports named inside an export's source. */
export const EXPORT_BODY_ID_CASES: BodyIdCase[] = [
  ...(['POST /api/exports/file', 'POST /api/exports/tasks'] as const).flatMap((route) =>
    FIELDS.map(
      (field): BodyIdCase => ({
        route,
        field,
        body: (x) => ({ format: 'xlsx', source: sourceFor(field, x) }),
      }),
    ),
  ),
  ...(['POST /api/exports/deliveries', 'PUT /api/exports/deliveries/:id'] as const).flatMap((route) =>
    [...FIELDS, 'zone_station_id'].map(
      (field): BodyIdCase => ({
        route,
        field,
        path: route.startsWith('PUT') ? () => B_DELIVERY : undefined,
        body: (x) => ({
          ...DELIVERY,
          source: sourceFor(field, x),
          zone_station_id: field === 'zone_station_id' ? x.a.stationId : x.b.stationId,
        }),
      }),
    ),
  ),
];
