import type { SessionResponse } from '@ies/contracts';
import type { SignedIn } from './sign-in.service';

export function presentSession(signedIn: SignedIn): SessionResponse {
  return {
    token: signedIn.token,
    user_id: signedIn.userId,
    tenant_id: signedIn.tenantId,
    expires_at: signedIn.expiresAt.toISOString(),
  };
}
