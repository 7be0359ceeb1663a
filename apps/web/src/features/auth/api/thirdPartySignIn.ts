import { type ThirdLoginCheckInput, thirdPartyOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

// Signing in through a chat app is part of signing in; binding an account lives in features/third-party.

/** The configured providers; the sign-in page shows the chat-app icon only when there is one. */
export const fetchThirdLoginProviders = () => apiClient.call(thirdPartyOperations.providers, {});

/** getThirdLoginAuth: the provider's authorization address, which comes back to `redirectUrl`. */
export const fetchThirdLoginAuthUrl = (thirdType: string, redirectUrl: string) =>
  apiClient.call(thirdPartyOperations.authUrl, {
    query: { platform: 'web', redirect_url: redirectUrl, third_type: thirdType },
  });

/** checkThirdLoginSession: bound → a session token; not bound → a bind token for /ThirdBind. */
export const checkThirdLoginSession = (body: ThirdLoginCheckInput) =>
  apiClient.call(thirdPartyOperations.check, { body });
