import {
  type ErrorEnvelope,
  type Operation,
  type OperationInput,
  type OperationResult,
  operationPath,
} from '@ies/contracts';
import { currentLocale, i18n } from '../i18n';
import { ApiError, NETWORK_ERROR_CODE, SESSION_EXPIRED_CODE } from './apiError';
import { readStorage, removeStorage, STORAGE_KEYS } from '../lib/storage';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  signal?: AbortSignal;
  /** Do not send the user to /Login on an expired session (log out, for instance). */
  skipSessionRedirect?: boolean;
}

/** A body sent as it is (a file, a form, JSON an operation takes beside a file), not encoded here. */
export interface RawBody {
  body: Blob | FormData | string;
  /** Content type of a Blob body; a FormData body sets its own. */
  contentType?: string;
}

interface FullOptions extends RequestOptions {
  raw?: RawBody;
  /** Read a successful answer as a Blob (a file) instead of JSON. */
  blob?: boolean;
}

const LOGIN_PATH = '/Login';

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

function isEnvelope(value: unknown): value is ErrorEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorEnvelope).code === 'string' &&
    typeof (value as ErrorEnvelope).message === 'string'
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// Only protected pages redirect: a public page (sign-in, help…) shows the error where it is.
function redirectToLogin(): void {
  removeStorage(STORAGE_KEYS.token);
  if (window.location.pathname.includes('/Container')) window.location.replace(LOGIN_PATH);
}

// A failure without an envelope comes from something in between (proxy, gateway), not from the API.
// The error catalogue is loaded only then, keeping it off the sign-in page's critical path.
async function bareError(response: Response): Promise<ApiError> {
  const code = `iot-http.${response.status}`;
  const { translateKnownError } = await import('../i18n/translateError');
  const message = translateKnownError(code) ?? i18n.t('error.http', { status: response.status });
  return new ApiError(code, message, response.status);
}

async function request<T>(method: string, path: string, options: FullOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale() };
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (options.raw?.contentType) headers['Content-Type'] = options.raw.contentType;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.raw ? options.raw.body : hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(NETWORK_ERROR_CODE, i18n.t('error.network'), 0);
  }

  if (response.ok && options.blob) return (await response.blob()) as T;
  const body = await readBody(response);
  if (response.ok) return body as T;

  const error = isEnvelope(body)
    ? new ApiError(body.code, body.message, response.status, body.data)
    : await bareError(response);
  if (response.status === 401 && error.code === SESSION_EXPIRED_CODE && !options.skipSessionRedirect) {
    redirectToLogin();
  }
  throw error;
}

/** The one way the web app talks to the API: same origin, JSON, bearer token, language header. */
export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** Sends a file or a multipart form; the answer is JSON as usual. */
  send: <T>(method: 'POST' | 'PUT', path: string, raw: RawBody, options?: Omit<RequestOptions, 'body'>) =>
    request<T>(method, path, { ...options, raw }),
  /** A file answer (export, download) as a Blob; failures are the usual ApiError. */
  blob: (path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<Blob>('GET', path, { ...options, blob: true }),
  /**
   * Calls an operation declared in the contracts: the path filled from `params`, `query` and `body`
   * typed by its schemas, the answer typed by its reply.
   */
  call: <O extends Operation>(op: O, input: OperationInput<O>, options?: CallOptions) => {
    const { params, query, body } = input as {
      params?: PathValues;
      query?: RequestOptions['query'];
      body?: unknown;
    };
    return request<OperationResult<O>>(op.method, operationUrl(op, params), { ...options, query, body });
  },
  /** An operation whose body is a file or a form (uploads, imports): the body sent as it is. */
  callRaw: <O extends Operation>(
    op: O,
    raw: RawBody,
    input: Omit<OperationInput<O>, 'body'> = {} as Omit<OperationInput<O>, 'body'>,
    options?: CallOptions,
  ) => {
    const { params, query } = input as { params?: PathValues; query?: RequestOptions['query'] };
    return request<OperationResult<O>>(op.method, operationUrl(op, params), { ...options, query, raw });
  },
  /** An operation whose answer is a file (an export made from a JSON body): the answer as a Blob. */
  callBlob: <O extends Operation>(op: O, input: OperationInput<O>, options?: CallOptions) => {
    const { params, query, body } = input as {
      params?: PathValues;
      query?: RequestOptions['query'];
      body?: unknown;
    };
    return request<Blob>(op.method, operationUrl(op, params), { ...options, query, body, blob: true });
  },
};

type PathValues = Record<string, string | number>;

export type CallOptions = Pick<RequestOptions, 'signal' | 'skipSessionRedirect'>;

/** The address of an operation, its path parameters filled in (for links and downloads). */
export function operationUrl(op: Pick<Operation, 'path'>, params?: PathValues): string {
  return `/api${operationPath(op, params)}`;
}
