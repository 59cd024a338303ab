import type { TNotificationVar } from '@skillway/shared';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/**
 * A template's HTML with each known placeholder ({first_name} …) replaced by its HTML-escaped value, as the server
 * does when it sends one; unknown braces stay as typed.
 */
export function fillPlaceholders(html: string, values: Readonly<Record<TNotificationVar, string>>): string {
  return html.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? escapeHtml(values[name as TNotificationVar]) : whole,
  );
}
