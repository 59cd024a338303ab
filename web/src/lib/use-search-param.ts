import { useSearch } from '@tanstack/react-router';

/**
 * Reads one query parameter of the page's own route match, as the text in the URL (the router keeps every value as
 * text: ../routes/search-text.ts). The match is right both on a fresh load and on arrival by in-app navigation (when
 * the router's resolved location is still the previous page's for a render), and while the page navigates away it
 * still sees its own URL rather than the next page's.
 */
export function useSearchParam(name: string): string | null {
  return useSearch({
    strict: false,
    select: (search: Record<string, unknown>) => {
      const value = search[name];
      // A router created without those options parses `1` and `true`; their text is the same either way.
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : null;
    },
  });
}
