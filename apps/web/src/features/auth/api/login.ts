import type {
  LoginForm,
  SessionResponse,
  SmsLoginForm,
  TenantManagerCheckResponse,
  UjwtManagerSessionInput,
  UnlockRequest,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

/** checkTenantIsManager: false for unknown names (docs/api/identity.md). */
export function checkTenantIsManager(username: string): Promise<TenantManagerCheckResponse> {
  return apiClient.post<TenantManagerCheckResponse>('/api/control/tenant-manager/check', {
    type: 1,
    username,
  });
}

/** An ordinary session: password (type 1) or SMS code (type 2). */
export function createSession(request: LoginForm | SmsLoginForm): Promise<SessionResponse> {
  return apiClient.post<SessionResponse>('/api/control/sessions', request);
}

/** A tenant manager's session by password (type 3). */
export function createManagerSession(request: LoginForm): Promise<SessionResponse> {
  return apiClient.post<SessionResponse>('/api/control/manager-sessions', request);
}

/** addSessionsForTenantManager: a manager session from a live third-party session (ujwt). */
export function createUjwtManagerSession(request: UjwtManagerSessionInput): Promise<SessionResponse> {
  return apiClient.post<SessionResponse>('/api/control/manager-sessions/ujwt', request);
}

/** Unlocks an account after iot-http.423 with the SMS code sent to its security phone. */
export function unlockAccount(request: UnlockRequest): Promise<void> {
  return apiClient.post<void>('/api/control/sessions/unlock', request);
}
