import { ApiError } from './apiError';
import { feedback } from './feedback';

/** The text a failed call shows: the catalogue message of an API error, else `fallback` or the error itself. */
export function errorText(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return error.message;
  return fallback ?? String(error);
}

/** Toasts a failed call (a mutation's or a query's onError). */
export function toastError(error: unknown, fallback?: string): void {
  void feedback.message.error(errorText(error, fallback));
}
