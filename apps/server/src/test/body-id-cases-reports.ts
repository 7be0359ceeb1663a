import type { BodyIdCase } from './body-id-cases';

const REPORT = {
  dimension: 'station',
  cycle: 'day',
  points: ['import_kwh'],
  method: 'diff',
  all_stations: false,
  enabled: true,
};

const STATS_BODY = {
  info_model_id: 'Industry_ES',
  property: 'import_kwh',
  agg_fun: 'diff',
  period: 'day',
  start_time: '2026-01-01T00:00:00+08:00',
  end_time: '2026-01-03T00:00:00+08:00',
};

/** Reports (issue 29): stations, devices and sub-users named inside report bodies. */
export const REPORT_BODY_ID_CASES: BodyIdCase[] = [
  ...(['POST /api/custom-reports', 'PUT /api/custom-reports/:id'] as const).flatMap((route) =>
    (['station_ids', 'shared_user_ids'] as const).map(
      (field): BodyIdCase => ({
        route,
        field,
        path: route.startsWith('PUT') ? ({ b }) => `/api/custom-reports/${b.customReportId}` : undefined,
        body: ({ a, b }) => ({
          ...REPORT,
          name: `B_report_${field}`,
          station_ids: [field === 'station_ids' ? a.stationId : b.stationId],
          shared_user_ids: [field === 'shared_user_ids' ? a.subUserId : b.subUserId],
        }),
      }),
    ),
  ),
  {
    route: 'POST /api/energy-reports/:report',
    field: 'station_ids',
    path: () => '/api/energy-reports/electricity',
    body: ({ a }) => ({ station_ids: [a.stationId], start: '2026-01-01', end: '2026-01-02', bucket: 'day' }),
  },
  {
    route: 'POST /api/out-wrapper/group/tenants/:tenant_id/enhance-statistics',
    field: 'group_id',
    path: ({ b }) => `/api/out-wrapper/group/tenants/${b.tenantId}/enhance-statistics`,
    body: ({ a }) => ({ ...STATS_BODY, group_id: a.stationId }),
  },
  {
    route: 'POST /api/out-wrapper/group/tenants/:tenant_id/enhance-statistics',
    field: 'things_id',
    path: ({ b }) => `/api/out-wrapper/group/tenants/${b.tenantId}/enhance-statistics`,
    body: ({ a }) => ({ ...STATS_BODY, things_id: a.deviceId }),
  },
];
