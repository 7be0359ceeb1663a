import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { fakeApi } from './fakeApi';
import { renderApp } from './renderApp';
import { signInAsAdmin } from './session';

/**
 * A console page at `path` refuses a merchant manager, and asks the server nothing of `dataPath`
 * (its list) when given. `timeout` for pages whose chunk loads slowly.
 */
export async function expectAdminOnly(path: string, dataPath?: string, timeout?: number): Promise<void> {
  const api = fakeApi({});
  vi.stubGlobal('fetch', api.fetchMock);
  signInAsAdmin(false);
  renderApp(path);
  expect(await screen.findByTestId('admin-forbidden', {}, { timeout })).toBeInTheDocument();
  if (dataPath) expect(api.callsTo('GET', dataPath)).toHaveLength(0);
}
