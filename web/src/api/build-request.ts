/** Fills `{name}` and greedy `{name+}` placeholders; every value is URL-encoded (a greedy one per segment). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)(\+?)\}/g, (_match, name: string, greedy: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    const text = String(value);
    return greedy ? text.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(text);
  });
}

/** `?a=1&b=x`, skipping empty values; arrays repeat the key. */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
