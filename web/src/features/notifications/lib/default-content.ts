import { i18n } from '@lingui/core';
import type { TNotificationContent } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/**
 * A default template (NOTIFICATION_DEFAULT_CONTENT, HTML with `{placeholder}`s, which the server sends in English) in
 * the active language, its placeholders kept as typed so the administrator edits, previews and saves them: the spec
 * catalogue has the texts translated, and Lingui would fill a placeholder it has no value for with ''. English, and a
 * text the catalogue lacks, come back as they are (specText).
 */
export function defaultTemplateText(template: string): string {
  if (specText(template) === template) return template;
  const kept = Object.fromEntries([...template.matchAll(PLACEHOLDER)].map(([whole, name]) => [name, whole]));
  return i18n._(template, kept);
}

/** The text the editor starts from: the default in the active language, a saved template as its author wrote it. */
export function editableContent(content: Pick<TNotificationContent, 'content' | 'source'>): string {
  return content.source === 'default' ? defaultTemplateText(content.content) : content.content;
}
