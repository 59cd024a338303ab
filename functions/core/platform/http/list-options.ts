import { parseSearch } from '@skillway/shared';

/**
 * Search and sort of the in-memory lists (a company's groups or users). `search` is the spec's `field:text;...`;
 * plain text without a field searches the default fields. Fields match if ANY of them contains its text.
 */
export function matchesSearch<T>(
  item: T,
  search: string | undefined,
  fields: Record<string, (item: T) => string>,
  defaultFields: readonly string[],
): boolean {
  if (!search?.trim()) return true;
  const parsed = parseSearch(search);
  const terms =
    Object.keys(parsed).length > 0
      ? Object.entries(parsed).filter(([field]) => field in fields)
      : defaultFields.map((field) => [field, search.trim()] as const);
  if (terms.length === 0) return true;
  return terms.some(([field, text]) => fields[field]!(item).toLowerCase().includes(text.toLowerCase()));
}

export function sortBy<T>(
  items: T[],
  orderBy: string | undefined,
  sortedBy: 'asc' | 'desc' | undefined,
  fields: Record<string, (item: T) => string | number>,
  fallback: string,
): T[] {
  const read = fields[orderBy ?? ''] ?? fields[fallback]!;
  const direction = sortedBy === 'desc' ? -1 : 1;
  return [...items].sort((a, b) => {
    const left = read(a);
    const right = read(b);
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), 'en', { sensitivity: 'base', numeric: true });
    return order * direction;
  });
}
