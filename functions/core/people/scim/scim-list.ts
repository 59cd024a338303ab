import { SCIM_LIMITS, SCIM_SCHEMA } from '@skillway/shared';
import { ScimError } from './scim-error';
import { SCIMMY, type TScimFilter } from './scim-library';

/**
 * A list's page (RFC 7644 section 3.4.2.4): startIndex is 1-based (below 1 reads as 1), count is the page size (a
 * negative one reads as 0, one above SCIM_LIMITS.maxResults is capped). The ListResponse is built here rather than
 * with SCIMMY's ListResponse, which slices its list again when given a page that is already one.
 */

export interface TListWindow {
  startIndex: number;
  count: number;
}

function integer(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^[-+]?\d{1,9}$/.test(value.trim())) throw new ScimError(400, 'invalidValue', `${name} must be an integer.`);
  return Number(value.trim());
}

export function readListWindow(query: { startIndex?: string | undefined; count?: string | undefined }): TListWindow {
  const startIndex = Math.max(1, integer(query.startIndex, 'startIndex') ?? 1);
  const count = Math.min(
    SCIM_LIMITS.maxResults,
    Math.max(0, integer(query.count, 'count') ?? SCIM_LIMITS.defaultCount),
  );
  return { startIndex, count };
}

export interface TListResponse {
  schemas: [typeof SCIM_SCHEMA.LIST_RESPONSE];
  totalResults: number;
  startIndex: number;
  itemsPerPage: number;
  Resources: unknown[];
}

/** The page of `matches` the window names, each presented; totalResults counts every match. */
export function listResponse<T>(
  matches: readonly T[],
  window: TListWindow,
  present: (item: T) => unknown,
): TListResponse {
  const page = matches.slice(window.startIndex - 1, window.startIndex - 1 + window.count);
  return {
    schemas: [SCIM_SCHEMA.LIST_RESPONSE],
    totalResults: matches.length,
    startIndex: window.startIndex,
    itemsPerPage: page.length,
    Resources: page.map(present),
  };
}

/** `?attributes=` / `?excludedAttributes=` as SCIMMY's attribute filter (attributes wins when both are given). */
export function attributeSelection(query: {
  attributes?: string | undefined;
  excludedAttributes?: string | undefined;
}): TScimFilter | undefined {
  const parse = (expression: string) => new SCIMMY.Types.Filter(expression);
  const list = (value: string) =>
    value
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
  try {
    if (query.attributes?.trim())
      return parse(
        list(query.attributes)
          .map((name) => `${name} pr`)
          .join(' and '),
      );
    if (query.excludedAttributes?.trim())
      return parse(
        list(query.excludedAttributes)
          .map((name) => `${name} np`)
          .join(' and '),
      );
  } catch (error) {
    throw new ScimError(
      400,
      'invalidValue',
      `attributes or excludedAttributes could not be read: ${(error as Error).message}`,
    );
  }
  return undefined;
}
