/** A failure answered by the platform: its error envelope's code and message. */
export class PlatformApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/**
 * The few platform calls the simulator makes, as any API client would: a bearer session, JSON,
 * the error envelope `{ code, message, data? }` turned into a PlatformApiError.
 */
export class PlatformApi {
  private readonly baseUrl: string;

  constructor(
    platformUrl: string,
    private readonly token: string,
    private readonly locale = 'en',
  ) {
    this.baseUrl = platformUrl.replace(/\/+$/, '');
  }

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        'accept-language': this.locale,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : undefined;
    if (!response.ok) {
      const envelope = (parsed ?? {}) as { code?: string; message?: string; data?: unknown };
      throw new PlatformApiError(
        response.status,
        envelope.code ?? String(response.status),
        `${method} ${path}: ${envelope.message ?? response.statusText} (${envelope.code ?? response.status})`,
        envelope.data,
      );
    }
    return parsed as T;
  }

  get<T>(path: string): Promise<T> {
    return this.request<T>('GET', path);
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.request<T>('POST', path, body);
  }

  put<T>(path: string, body: unknown): Promise<T> {
    return this.request<T>('PUT', path, body);
  }
}
