import type { QueryClient } from '@tanstack/react-query';

let loading: Promise<QueryClient> | undefined;
let loaded: QueryClient | undefined;

/**
 * The app's one QueryClient, from a chunk of its own: the login page runs no query, so TanStack Query is loaded
 * only when a signed-in route (its guard, its providers) first needs it.
 */
export function getQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(({ appQueryClient }) => (loaded = appQueryClient));
  return loading;
}

/** The QueryClient if it is loaded already (a signed-in session has one), without loading it. */
export function loadedQueryClient(): QueryClient | undefined {
  return loaded;
}
