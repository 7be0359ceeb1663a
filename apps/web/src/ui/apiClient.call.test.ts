import { stationSharingOperations, stationsOperations } from '@ies/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, operationUrl } from './apiClient';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('apiClient.call', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends the operation's method to its path, parameters filled in and encoded", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(
      apiClient.call(stationSharingOperations.unshare, { params: { id: 's 1', user_id: 'u/2' } }),
    ).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/stations/s%201/shares/u%2F2');
    expect(init?.method).toBe('DELETE');
  });

  it('sends the query and the JSON body, and answers with the reply', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 'st1', name: 'North' }));
    const station = await apiClient.call(stationsOperations.update, {
      params: { id: 'st1' },
      body: { name: 'North' },
    });
    expect(station).toEqual({ id: 'st1', name: 'North' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/stations/st1');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"name":"North"}');

    fetchMock.mockResolvedValue(jsonResponse(200, { list: [], pagination: {} }));
    await apiClient.call(stationsOperations.list, {
      query: { current_page: 2, page_size: 10, name: undefined },
    });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/stations?current_page=2&page_size=10');
  });

  it('refuses to send without a path parameter', () => {
    // @ts-expect-error the station id is required
    expect(() => apiClient.call(stationsOperations.get, { params: {} })).toThrow('no value for :id');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives the address of an operation for links and downloads', () => {
    expect(operationUrl(stationsOperations.logs, { id: 'a b' })).toBe('/api/stations/a%20b/logs');
  });
});
