import { useEffect, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import {
  Link,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import type { TRouteMeta } from '../routes/route-flags';
import { AppRoot } from '../app/app-root';

const meta = (title: string, bare = false): TRouteMeta => ({ title, breadcrumbs: [], flags: { public: true }, bare });

/** A heading that shows once the page's data has "loaded", as most screens' do. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Courses</h1> : <p>Loading</p>;
}

function renderApp() {
  // The app's root (app-root.tsx): the start page is bare (no Mantine, as the login page), the others are not.
  const rootRoute = createRootRoute({ component: AppRoot });
  const start = createRoute({
    getParentRoute: () => rootRoute,
    path: '/playlists',
    staticData: { meta: meta('Start', true) },
    component: () => (
      <>
        <h1>Start</h1>
        <Link to="/courses">Courses</Link>
        <Link to="/login">Form</Link>
      </>
    ),
  });
  const courses = createRoute({
    getParentRoute: () => rootRoute,
    path: '/courses',
    staticData: { meta: meta('Courses') },
    component: SlowPage,
  });
  const form = createRoute({
    getParentRoute: () => rootRoute,
    path: '/login',
    staticData: { meta: meta('Form') },
    component: () => (
      <>
        <h1>Form</h1>
        <input aria-label="Email" autoFocus />
      </>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([start, courses, form]),
    history: createMemoryHistory({ initialEntries: ['/playlists'] }),
  });
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

describe('focus and announcement after a route change', () => {
  it('leaves the first load alone, then moves focus to the new page heading and announces its title', async () => {
    renderApp();
    await screen.findByRole('heading', { name: 'Start', level: 1 });
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('status').textContent).toBe('');

    const link = screen.getByRole('link', { name: 'Courses' });
    link.focus();
    fireEvent.click(link);

    const heading = await screen.findByRole('heading', { name: 'Courses', level: 1 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('status').textContent).toBe('Courses');
  });

  it('keeps the focus where the new page put it (a form field it focuses itself)', async () => {
    const router = renderApp();
    await screen.findByRole('heading', { name: 'Start', level: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Form' }));
    const field = await screen.findByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Form'));
    expect(document.activeElement).toBe(field);

    await act(() => router.navigate({ to: '/playlists' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Start', level: 1 })));
  });
});
