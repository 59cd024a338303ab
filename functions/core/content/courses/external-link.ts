/**
 * An external link must be an absolute http or https URL with a host (no javascript:, data:, file: or relative
 * URLs). It is stored as the browser would read it and never fetched by the server. Returns undefined if invalid.
 */
export function normaliseExternalLink(input: string): string | undefined {
  const text = input.trim();
  if (!/^https?:\/\//i.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return undefined;
  // Credentials in a link would be shown to every learner.
  if (url.username || url.password) return undefined;
  return url.href;
}
