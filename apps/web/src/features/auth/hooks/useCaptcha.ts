import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchCaptcha } from '../api/captcha';
import { authKeys } from '../api/authKeys';

/** The current graphic code; every refresh fetches a new one (each is single use). */
export function useCaptcha() {
  const query = useQuery({
    queryKey: authKeys.captcha,
    queryFn: fetchCaptcha,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return { captcha: query.data, refresh, failed: query.isError };
}
