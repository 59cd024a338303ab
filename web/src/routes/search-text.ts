import type { SearchParser, SearchSerializer } from '@tanstack/react-router';

/**
 * The app's query strings are text: the router's default parsing turns `token=123456` into a number and `12e4` into
 * 120000 (and rewrites the URL to match), so tokens, emails and ids would not stay exactly as sent. Each value is
 * kept as the string in the URL (the last one when a name repeats); writing a search object sets each value as text.
 */
const parseSearch: SearchParser = (searchStr) => Object.fromEntries(new URLSearchParams(searchStr));

const stringifySearch: SearchSerializer = (search) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The router options every router of the app (and of the tests that stand in for it) is created with. */
export const textSearchOptions = { parseSearch, stringifySearch };
