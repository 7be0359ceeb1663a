import type { UserType } from '../../db/schema';

/** Who is calling, resolved from the session token by the auth plugin. */
export interface AuthContext {
  sessionId: string;
  userId: string;
  tenantId: string;
  isManager: boolean;
  isPlatformAdmin: boolean;
  userType: UserType;
}
