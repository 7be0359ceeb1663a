import { accessErrors } from './families/access';
import { dataErrors } from './families/data';
import { deviceErrors } from './families/devices';
import { httpErrors } from './families/http';
import { identityErrors } from './families/identity-admin';
import { loginErrors } from './families/login';
import { stationErrors } from './families/stations';
import { systemErrors } from './families/system';
import { userErrors } from './families/users';
import { validationErrors } from './families/validation';
import { orderErrors } from './families/orders';
import { statisticsErrors } from './families/statistics';
import { energyReportErrors } from './families/energy-reports';
import { exportErrors } from './families/exports';
import { simPoolErrors } from './families/sim-pool';
import { dockingErrors } from './families/platform-docking';
import { firmwareErrors } from './families/firmware';
import { timedStrategyErrors } from './families/timed-strategies';
import { batchOperationErrors } from './families/batch-operations';
import { loraErrors } from './families/lora';
import type { ErrorDefinition } from './types';

/** The catalogue parts in documentation order; their keys never overlap (checked by a test). */
export const errorCatalogueParts = [
  { title: 'Transport', errors: httpErrors },
  { title: 'Sign-in and registration form texts', errors: loginErrors },
  { title: 'Sign-in, registration and verification', errors: accessErrors },
  { title: 'Identity administration', errors: identityErrors },
  { title: 'Users, organisations and permissions', errors: userErrors },
  { title: 'Devices, device types and firmware', errors: deviceErrors },
  { title: 'Data and storage', errors: dataErrors },
  { title: 'Stations, alarms, timed jobs, prices and strategies', errors: stationErrors },
  { title: 'Menus and uploads', errors: systemErrors },
  { title: 'Generic field rules', errors: validationErrors },
  { title: 'Repair orders and work orders', errors: orderErrors },
  { title: 'Statistics and custom reports', errors: statisticsErrors },
  { title: 'Energy reports', errors: energyReportErrors },
  { title: 'Exports, download tasks and scheduled delivery', errors: exportErrors },
  { title: 'SIM pools', errors: simPoolErrors },
  { title: 'Platform docking', errors: dockingErrors },
  { title: 'Firmware upgrade', errors: firmwareErrors },
  { title: 'Timed strategies', errors: timedStrategyErrors },
  { title: 'Batch operations', errors: batchOperationErrors },
  { title: 'DTU/LoRa analysis and file recall', errors: loraErrors },
] as const satisfies readonly { title: string; errors: Record<string, ErrorDefinition> }[];

/**
 * The one catalogue of error codes. Spec codes keep their spelling; our own codes follow the
 * same `<family>.<number>` style. Messages may hold `{name}` placeholders filled from params.
 */
export const errorCatalogue = {
  ...httpErrors,
  ...loginErrors,
  ...accessErrors,
  ...identityErrors,
  ...userErrors,
  ...deviceErrors,
  ...dataErrors,
  ...stationErrors,
  ...systemErrors,
  ...validationErrors,
  ...orderErrors,
  ...statisticsErrors,
  ...energyReportErrors,
  ...exportErrors,
  ...simPoolErrors,
  ...dockingErrors,
  ...firmwareErrors,
  ...timedStrategyErrors,
  ...batchOperationErrors,
  ...loraErrors,
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof errorCatalogue;

/** The family of a code: the text before its last dot, or 'numeric' for the spec's bare numbers. */
export function errorFamily(code: string): string {
  const dot = code.lastIndexOf('.');
  return dot === -1 ? 'numeric' : code.slice(0, dot);
}
