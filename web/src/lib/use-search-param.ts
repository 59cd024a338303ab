import { useRouterState } from '@tanstack/react-router';

/**
 * Reads one query parameter as the raw text in the URL. The router's own search parsing turns `token=123`
 * into a number and `a=true` into a boolean; tokens and emails must stay exactly as sent.
 * It reads the rendered (resolved) location, not a pending one: while a page navigates away, it still sees
 * its own URL rather than the next page's.
 */
export function useSearchParam(name: string): string | null {
  const searchStr = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).searchStr });
  return new URLSearchParams(searchStr).get(name);
}
