import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { theme } from '../app/theme';
import { textSearchOptions } from '../routes/search-text';

/**
 * Renders `ui` inside the app's providers and a memory router (so Links and location hooks work) as the page
 * for route `path`, opened at `url` (which may carry a query).
 * Other paths render an empty marker, so a test can see where a navigation went.
 */
export function renderWithApp(
  ui: ReactNode,
  {
    path = '/',
    url = path,
    mantineEnv = 'default',
  }: {
    path?: string;
    url?: string;
    /** 'test' turns off Mantine's transitions and portals, so dropdown options are there at once. */
    mantineEnv?: 'default' | 'test';
  } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const rootRoute = createRootRoute();
  const page = createRoute({ getParentRoute: () => rootRoute, path, component: () => <>{ui}</> });
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => <div data-testid="elsewhere" />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page, elsewhere]),
    history: createMemoryHistory({ initialEntries: [url] }),
    ...textSearchOptions,
  });
  const result = render(
    <MantineProvider theme={theme} env={mantineEnv}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}

/** A fetch stand-in that answers each call from `handler` and records the requests. */
export function mockFetch(
  handler: (url: string, init: RequestInit) => { status: number; body?: unknown; headers?: Record<string, string> },
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input.toString();
    calls.push({ url, init });
    const { status, body, headers } = handler(url, init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  };
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
