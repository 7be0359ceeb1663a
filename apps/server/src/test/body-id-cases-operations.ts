import type { BodyIdCase } from './body-id-cases';

/** Timed strategies and batch operations (issue 31): station, device and type ids inside bodies. */
const timedForm = (stationId: string, deviceId: string) => ({
  name: 'B_timed',
  station_id: stationId,
  device_id: deviceId,
  repeat_mode: 'cycle',
  cycle: 'interval_hours',
  every: 1,
  effective_at: '2030-01-01T00:00:00Z',
  failure_at: '2031-01-01T00:00:00Z',
  commands: [{ operation: 'nothing', params: {} }],
});
const timed = (stationId: string) => `/api/stations/${stationId}/timed-strategies`;
const command = { kind: 'command', operation: 'nothing', params: {} };

export const OPERATION_BODY_ID_CASES: BodyIdCase[] = [
  {
    route: 'POST /api/stations/:station_id/timed-strategies',
    field: 'station_id',
    path: ({ b }) => timed(b.stationId),
    body: ({ a, b }) => timedForm(a.stationId, b.deviceId),
  },
  {
    route: 'POST /api/stations/:station_id/timed-strategies',
    field: 'device_id',
    path: ({ b }) => timed(b.stationId),
    body: ({ a, b }) => timedForm(b.stationId, a.deviceId),
  },
  {
    route: 'POST /api/batch-operations',
    field: 'target.station_ids',
    body: ({ a }) => ({ ...command, target: { station_ids: [a.stationId] } }),
  },
  {
    route: 'POST /api/batch-operations',
    field: 'target.type_ids',
    body: ({ a }) => ({ ...command, target: { type_ids: [a.deviceTypeId] } }),
  },
  {
    route: 'POST /api/batch-operations',
    field: 'target.device_ids',
    body: ({ a }) => ({ ...command, target: { device_ids: [a.deviceId] } }),
  },
];
