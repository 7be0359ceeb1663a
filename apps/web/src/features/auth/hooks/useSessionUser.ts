import { useMemo, useSyncExternalStore } from 'react';
import {
  readSessionUser,
  readSessionUserText,
  type SessionUser,
  subscribeSessionUser,
} from '../../../ui/session';

/** The signed-in user's stored info, re-read whenever this page stores a new one. */
export function useSessionUser(): SessionUser | null {
  const text = useSyncExternalStore(subscribeSessionUser, readSessionUserText);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stored text is what changes.
  return useMemo(() => readSessionUser(), [text]);
}
