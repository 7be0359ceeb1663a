import { operation } from '../common/operation';
import {
  timedStrategyEnableSchema,
  timedStrategyInputSchema,
  timedStrategyListQuerySchema,
  timedStrategyListSchema,
  timedStrategyLogListSchema,
  timedStrategyLogQuerySchema,
  timedStrategyPathSchema,
  timedStrategySchema,
  timedStrategyStationPathSchema,
} from './schemas';

const ACCESS = 'station:timed-job';
const TARGET = 'iot-alert.10003';

/** Served by `timed-strategies.routes.ts`; OpenAPI tag: timed-strategies (the station detail's tab). */
export const timedStrategiesOperations = {
  list: operation({
    method: 'GET',
    path: '/stations/:station_id/timed-strategies',
    access: ACCESS,
    summary: "A station's timed strategies",
    schema: {
      params: timedStrategyStationPathSchema,
      querystring: timedStrategyListQuerySchema,
      reply: timedStrategyListSchema,
    },
  }),
  create: operation({
    method: 'POST',
    path: '/stations/:station_id/timed-strategies',
    access: ACCESS,
    answer: 201,
    summary: 'Create a timed strategy (times in the station zone)',
    errors: [TARGET, 'iot-timed.10003'],
    schema: {
      params: timedStrategyStationPathSchema,
      body: timedStrategyInputSchema,
      reply: timedStrategySchema,
    },
  }),
  get: operation({
    method: 'GET',
    path: '/stations/:station_id/timed-strategies/:id',
    access: ACCESS,
    summary: 'One timed strategy',
    schema: { params: timedStrategyPathSchema, reply: timedStrategySchema },
  }),
  update: operation({
    method: 'PUT',
    path: '/stations/:station_id/timed-strategies/:id',
    access: ACCESS,
    summary: 'Edit a timed strategy',
    errors: [TARGET, 'iot-timed.10003'],
    schema: { params: timedStrategyPathSchema, body: timedStrategyInputSchema, reply: timedStrategySchema },
  }),
  setEnabled: operation({
    method: 'PUT',
    path: '/stations/:station_id/timed-strategies/:id/enabled',
    access: ACCESS,
    summary: 'Enable or deactivate a timed strategy',
    schema: { params: timedStrategyPathSchema, body: timedStrategyEnableSchema, reply: timedStrategySchema },
  }),
  remove: operation({
    method: 'DELETE',
    path: '/stations/:station_id/timed-strategies/:id',
    access: ACCESS,
    answer: 204,
    summary: 'Delete a deactivated timed strategy (B §8) with its log',
    errors: ['iot-job.10001'],
    schema: { params: timedStrategyPathSchema },
  }),
  logs: operation({
    method: 'GET',
    path: '/stations/:station_id/timed-strategy-logs',
    access: ACCESS,
    summary: "The run log of a station's timed strategies, newest first",
    schema: {
      params: timedStrategyStationPathSchema,
      querystring: timedStrategyLogQuerySchema,
      reply: timedStrategyLogListSchema,
    },
  }),
};
