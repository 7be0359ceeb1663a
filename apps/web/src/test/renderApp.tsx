import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import type { fakeApi } from './fakeApi';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders the whole app (providers, guard, routes) at a path, with a probe showing the current path. */
export function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Serves the app's calls from `api`, renders the whole app at `path` and returns a user to act with. */
export function renderAppOn(
  api: Pick<ReturnType<typeof fakeApi>, 'fetchMock'>,
  path: string,
  options?: Parameters<typeof userEvent.setup>[0],
) {
  vi.stubGlobal('fetch', api.fetchMock);
  const user = userEvent.setup(options);
  renderApp(path);
  return user;
}

/** Put beside a screen rendered by renderInApp: shows where it navigated, path and search. */
export function UrlProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

/** Renders one screen inside the app's providers and a router, without the route table. */
export function renderInApp(node: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>{node}</MemoryRouter>
    </AppProviders>,
  );
}
