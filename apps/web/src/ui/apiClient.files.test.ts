import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './apiClient';
import { ApiError } from './apiError';

describe('apiClient files', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    window.localStorage.setItem('token', 'abc');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('reads a file answer as a Blob, with the token and the query', async () => {
    fetchMock.mockResolvedValue(new Response('xlsx', { status: 200 }));
    const blob = await apiClient.blob('/api/things/export', { query: { status: 'online' } });
    expect(blob.size).toBe(4);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things/export?status=online');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc');
  });

  it('answers a refused file with the API error, not a Blob', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ code: 'iot-device.10011', message: 'Not ready' }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await expect(apiClient.blob('/api/file')).rejects.toEqual(
      expect.objectContaining({ code: 'iot-device.10011', message: 'Not ready' }),
    );
    await expect(apiClient.blob('/api/file')).rejects.toBeInstanceOf(ApiError);
  });

  it('sends a raw body with its content type and the token', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ ok: true }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const file = new Blob(['data']);
    await expect(
      apiClient.send('POST', '/api/import', { body: file, contentType: 'x/type' }),
    ).resolves.toEqual({
      ok: true,
    });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(file);
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('x/type');
    expect(headers.get('Authorization')).toBe('Bearer abc');
  });
});
