import type { z } from 'zod';

interface PasswordPair {
  password?: unknown;
  confirmPassword?: unknown;
}

/**
 * Adds "confirmation equals password" (login.error.011, on confirmPassword). It runs even when
 * other fields fail, as long as both passwords are strings, so the form shows every error at once.
 */
export function withPasswordConfirmation<T extends z.ZodType<PasswordPair>>(schema: T) {
  return schema.refine((value) => value.password === value.confirmPassword, {
    error: 'login.error.011',
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as PasswordPair | undefined;
      return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
    },
  });
}
