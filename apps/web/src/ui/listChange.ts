import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { toastError } from './toastError';

// The steps every list screen takes after it changes something: say so, and fetch the list again.

/**
 * Returns the handler for a dialog's save: `close` the dialog, toast `done` and fetch `refresh` (the
 * list it changed) again.
 */
export function useAfterSave(done: string, refresh: QueryKey, close?: () => void) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return () => {
    close?.();
    void message.success(done);
    void queryClient.invalidateQueries({ queryKey: refresh });
  };
}

interface ListChangeOptions {
  /** Fetched again on success. */
  refresh: QueryKey;
  /** Toasted on success; a quiet change (unbind, end a share) leaves it out. */
  done?: string;
}

/**
 * A change made from a list row (delete, disable, approve): on success `done` is toasted and the
 * list fetched again; a refusal ("in use", "not allowed") arrives as catalogue text and is toasted.
 */
export function useListChange<V>(
  change: (input: V) => Promise<unknown>,
  { refresh, done }: ListChangeOptions,
) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      if (done) void message.success(done);
      void queryClient.invalidateQueries({ queryKey: refresh });
    },
    onError: (error) => toastError(error),
  });
}
