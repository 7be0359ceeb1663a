import { accessErrors } from '../identity/sign-in-errors';
import { dataErrors } from '../storage/errors';
import { deviceErrors } from '../device/errors';
import { httpErrors } from '../common/http-errors';
import { identityErrors } from '../identity/admin-errors';
import { loginErrors } from '../identity/login-errors';
import { stationErrors } from '../station/errors';
import { systemErrors } from '../system/errors';
import { userErrors } from '../access/errors';
import { validationErrors } from '../common/validation-errors';
import { orderErrors } from '../orders/errors';
import { statisticsErrors } from '../statistics/errors';
import { energyReportErrors } from '../energy-reports/errors';
import { exportErrors } from '../exports/errors';
import { simPoolErrors } from '../sim-pool/errors';
import { dockingErrors } from '../platform-docking/errors';
import { firmwareErrors } from '../firmware/errors';
import { timedStrategyErrors } from '../timed-strategies/errors';
import { batchOperationErrors } from '../batch-operations/errors';
import type { ErrorDefinition } from '../common/error-types';
import { storageErrors } from '../storage/storage-errors';
import { loraErrors } from '../lora/errors';

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
  { title: 'Storage management', errors: storageErrors },
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
  ...storageErrors,
  ...loraErrors,
} as const satisfies Record<string, ErrorDefinition>;

declare module '../common/error-types' {
  // The codes of every family, known to the shared rules through the registry.
  interface ErrorCodeRegistry extends Record<keyof typeof errorCatalogue, true> {}
}

/** The family of a code: the text before its last dot, or 'numeric' for the spec's bare numbers. */
export function errorFamily(code: string): string {
  const dot = code.lastIndexOf('.');
  return dot === -1 ? 'numeric' : code.slice(0, dot);
}
