import { operation } from '../common/operation';
import { passwordResetSchema } from './forms-verification';

/** Served by `password-reset.routes.ts`; OpenAPI tag: identity. */
export const passwordResetOperations = {
  reset: operation({
    method: 'POST',
    path: '/control/password-reset',
    access: 'public',
    answer: 204,
    summary:
      'Forgotten password: a reset code to the mobile (type 1) or e-mail (type 2), then a new password',
    schema: { body: passwordResetSchema },
  }),
};
