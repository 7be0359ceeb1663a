import type { BodyIdCase } from './body-id-cases';
import { multipart } from './firmware/firmware-test-helpers';
import { FIRMWARE_PLAN } from './tenant-boundary-fixture';

const BOUNDARY = 'firmware-body-id-case';

/** Firmware upgrades (issue 31 item 2): package, device and station ids inside bodies. */
export const FIRMWARE_BODY_ID_CASES: BodyIdCase[] = [
  {
    // Multipart (no body schema): listed in UNDECLARED_BODIES, its one id tried here.
    route: 'POST /api/firmware',
    field: 'type_id',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: ({ a }) =>
      multipart(
        { type_id: a.deviceTypeId, version: '09.09.09', description: 'B' },
        { name: 'b.bin', bytes: Buffer.from('B firmware') },
        BOUNDARY,
      ).payload,
  },
  {
    route: 'POST /api/firmware-tasks',
    field: 'firmware_id',
    body: ({ a, b }) => ({
      firmware_id: a.firmwareId,
      target: { kind: 'devices', device_ids: [b.deviceId] },
      upgrade_now: true,
      plan: FIRMWARE_PLAN,
    }),
  },
  {
    route: 'POST /api/firmware-tasks',
    field: 'target.device_ids',
    body: ({ a, b }) => ({
      firmware_id: b.firmwareId,
      target: { kind: 'devices', device_ids: [a.deviceId] },
      upgrade_now: true,
      plan: FIRMWARE_PLAN,
    }),
  },
  {
    route: 'POST /api/firmware-tasks',
    field: 'target.station_ids',
    body: ({ a, b }) => ({
      firmware_id: b.firmwareId,
      target: { kind: 'stations', station_ids: [a.stationId] },
      upgrade_now: true,
      plan: FIRMWARE_PLAN,
    }),
  },
  {
    route: 'POST /api/firmware-tasks/:id/resume',
    field: 'firmware_id',
    path: ({ b }) => `/api/firmware-tasks/${b.firmwareTaskId}/resume`,
    body: ({ a }) => ({ firmware_id: a.firmwareId }),
  },
];
