import { NOTIFICATION_PLACEHOLDERS, type TNotificationVar, type TNotificationVars } from '@skillway/shared';

/** Every placeholder of the shared list (`{first_name}` … `{expiry_date}`), so a new one is filled once it is listed. */
const PLACEHOLDER = new RegExp(
  `\\{(${NOTIFICATION_PLACEHOLDERS.map((placeholder) => placeholder.slice(1, -1)).join('|')})\\}`,
  'g',
);

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/**
 * Replaces every known placeholder (`{first_name}` … `{expiry_date}`) with its value; a placeholder without a value
 * becomes ''. With `escape`, values are HTML-escaped (for HTML templates); text in braces that is not a
 * placeholder stays as written.
 */
export function fillPlaceholders(template: string, vars: TNotificationVars, escape: boolean): string {
  return template.replace(PLACEHOLDER, (_match, name: TNotificationVar) => {
    const value = vars[name];
    const text = value === undefined || value === null ? '' : String(value);
    return escape ? escapeHtml(text) : text;
  });
}
