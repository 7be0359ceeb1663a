import {
  authOperations,
  type LoginForm,
  type SmsLoginForm,
  type UjwtManagerSessionInput,
  type UnlockRequest,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

/** checkTenantIsManager: false for unknown names (docs/api/identity.md). */
export const checkTenantIsManager = (username: string) =>
  apiClient.call(authOperations.checkTenantManager, { body: { type: 1, username } });

/** An ordinary session: password (type 1) or SMS code (type 2). */
export const createSession = (body: LoginForm | SmsLoginForm) =>
  apiClient.call(authOperations.createSession, { body });

/** A tenant manager's session by password (type 3). */
export const createManagerSession = (body: LoginForm) =>
  apiClient.call(authOperations.createManagerSession, { body });

/** addSessionsForTenantManager: a manager session from a live third-party session (ujwt). */
export const createUjwtManagerSession = (body: UjwtManagerSessionInput) =>
  apiClient.call(authOperations.managerSessionFromUjwt, { body });

/** Unlocks an account after iot-http.423 with the SMS code sent to its security phone. */
export const unlockAccount = (body: UnlockRequest) => apiClient.call(authOperations.unlockAccount, { body });
