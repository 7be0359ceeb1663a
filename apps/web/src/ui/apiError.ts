/** A failed API call: the server's envelope, or a network failure (status 0, code 'network'). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly data?: unknown,
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export const NETWORK_ERROR_CODE = 'network';
export const SESSION_EXPIRED_CODE = 'iot-http.401';
