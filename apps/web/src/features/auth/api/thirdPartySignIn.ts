import type {
  ThirdLoginCheckInput,
  ThirdLoginCheckResponse,
  ThirdLoginProvidersResponse,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

// Signing in through a chat app is part of signing in; binding an account lives in features/third-party.

/** The configured providers; the sign-in page shows the chat-app icon only when there is one. */
export function fetchThirdLoginProviders(): Promise<ThirdLoginProvidersResponse> {
  return apiClient.get<ThirdLoginProvidersResponse>('/api/control/third-login/providers');
}

/** getThirdLoginAuth: the provider's authorization address, which comes back to `redirectUrl`. */
export function fetchThirdLoginAuthUrl(
  thirdType: string,
  redirectUrl: string,
): Promise<{ auth_url: string }> {
  return apiClient.get<{ auth_url: string }>('/api/control/third-login/auth', {
    query: { platform: 'web', redirect_url: redirectUrl, third_type: thirdType },
  });
}

/** checkThirdLoginSession: bound → a session token; not bound → a bind token for /ThirdBind. */
export function checkThirdLoginSession(input: ThirdLoginCheckInput): Promise<ThirdLoginCheckResponse> {
  return apiClient.post<ThirdLoginCheckResponse>('/api/control/third-login/session/check', input);
}
