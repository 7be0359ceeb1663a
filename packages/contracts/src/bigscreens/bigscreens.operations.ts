import { operation } from '../common/operation';
import { stationIdParamsSchema } from '../station/station';
import { bigscreenGeneralSchema, bigscreenStationSchema } from './bigscreens';

/** Served by `bigscreens.routes.ts`; OpenAPI tag: bigscreens. */
export const bigscreensOperations = {
  general: operation({
    method: 'GET',
    path: '/bigscreens/general',
    access: 'station:view',
    summary: 'General monitoring screen: every station within the caller’s authority',
    schema: { reply: bigscreenGeneralSchema },
  }),
  station: operation({
    method: 'GET',
    path: '/bigscreens/stations/:id',
    access: 'station:view',
    summary: 'Single-station and micro-grid screen of one station',
    schema: { params: stationIdParamsSchema, reply: bigscreenStationSchema },
  }),
};
