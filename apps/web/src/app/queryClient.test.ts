import { describe, expect, it } from 'vitest';
import { ApiError } from '../ui/apiError';
import { shouldRetry } from './queryClient';

describe('shouldRetry', () => {
  it('retries network failures and server faults a limited number of times', () => {
    expect(shouldRetry(0, new ApiError('network', 'offline', 0))).toBe(true);
    expect(shouldRetry(1, new ApiError('iot-http.503', 'down', 503))).toBe(true);
    expect(shouldRetry(2, new ApiError('iot-http.503', 'down', 503))).toBe(false);
  });

  it('never retries a client error or an unknown failure', () => {
    expect(shouldRetry(0, new ApiError('iot-http.404', 'gone', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('iot-http.401', 'expired', 401))).toBe(false);
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });
});
