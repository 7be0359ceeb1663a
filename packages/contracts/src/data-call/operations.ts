import { operation } from '../common/operation';
import { dataCallBodySchema, dataCallParamsSchema, dataCallResultSchema } from './data-call';

/** Served by `modules/data-call/data-call.routes.ts`; OpenAPI tag: devices. */
export const dataCallOperations = {
  send: operation({
    method: 'POST',
    path: '/data-mgmt/tenants/:tenant_id/users/:user_id/data',
    access: 'device:update',
    ownPathIds: true,
    summary:
      "A device's telemetry, events or logs by HTTP: validated, counted and stored as by MQTT, answered after commit",
    errors: ['iot-http.429', 'iot-http.503'],
    schema: { params: dataCallParamsSchema, body: dataCallBodySchema, reply: dataCallResultSchema },
  }),
};
