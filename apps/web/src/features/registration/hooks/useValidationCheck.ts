import type { UniquenessCheckQuery } from '@ies/contracts';
import { useState } from 'react';
import { notifyError } from '../../../ui/notify';
import { ApiError } from '../../../ui/apiError';
import { checkUserTenantValidate } from '../api/registration';

/**
 * Runs the step's server checks together. Resolves with each result, or null when a check could
 * not run: its server message is shown as a toast (docs/spec/A-access-and-shell.md §8) and the step stays.
 */
export function useValidationCheck() {
  const [checking, setChecking] = useState(false);

  async function check(queries: UniquenessCheckQuery[]): Promise<boolean[] | null> {
    setChecking(true);
    try {
      return await Promise.all(queries.map(checkUserTenantValidate));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      notifyError(error.message);
      return null;
    } finally {
      setChecking(false);
    }
  }

  return { check, checking };
}
