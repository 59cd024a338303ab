import { afterEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULT_CONTENT, NOTIFICATION_TYPE_IDS } from '@skillway/shared';
import { activateLocale } from '../../../i18n/language';
import { defaultTemplateText, editableContent } from './default-content';

afterEach(() => activateLocale('en-GB'));

const placeholders = (html: string) => [...html.matchAll(/\{[a-z_]+\}/g)].map(([whole]) => whole).sort();

describe('the default notification content in the administrator’s language (issue 34)', () => {
  it('is the spec’s English in English', () => {
    for (const type of NOTIFICATION_TYPE_IDS)
      expect(defaultTemplateText(NOTIFICATION_DEFAULT_CONTENT[type])).toBe(NOTIFICATION_DEFAULT_CONTENT[type]);
  });

  it.each(['pl', 'es'] as const)('is translated in %s, every placeholder kept as typed', async (locale) => {
    await activateLocale(locale);
    for (const type of NOTIFICATION_TYPE_IDS) {
      const english = NOTIFICATION_DEFAULT_CONTENT[type];
      const translated = defaultTemplateText(english);
      expect(translated).not.toBe(english);
      expect(placeholders(translated)).toEqual(placeholders(english));
    }
  });

  it('leaves a saved template as its author wrote it', async () => {
    await activateLocale('pl');
    const english = NOTIFICATION_DEFAULT_CONTENT[1];
    expect(editableContent({ content: english, source: 'company' })).toBe(english);
    expect(editableContent({ content: english, source: 'default' })).toContain('Cześć {first_name},');
  });
});
