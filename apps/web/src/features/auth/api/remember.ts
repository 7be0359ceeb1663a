import { rememberOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

// The server keeps a revocable token in an HttpOnly cookie; the page only ever sees the username.

export const recallRememberedUsername = () => apiClient.call(rememberOperations.read, {});

/** Needs the new session: only a signed-in user can be remembered. */
export const rememberUsername = (username: string) =>
  apiClient.call(rememberOperations.save, { body: { username } });

export const forgetRememberedUsername = () => apiClient.call(rememberOperations.forget, {});
