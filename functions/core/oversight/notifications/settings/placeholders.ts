import type { TNotificationVar, TNotificationVars } from '@skillway/shared';

const PLACEHOLDER = /\{(first_name|last_name|course_name|playlist_name|deadline|days|company_name|link)\}/g;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/**
 * Replaces every known placeholder (`{first_name}` … `{link}`) with its value; a placeholder without a value
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
