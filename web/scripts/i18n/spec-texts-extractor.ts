import type { ExtractorType } from '@lingui/conf';
import { auditFieldTexts } from './audit-field-texts';

/**
 * Modules whose messages are computed, not written as `i18n._` calls: every text the named function answers becomes a
 * message whose id is the English text. The spec's texts (web/src/i18n/spec-texts.ts, see specText) and the audit
 * log's operation labels, made from the operations manifest's summaries (functions/core/oversight/audit-log/
 * action-labels.ts: a new operation is a new message to translate), exported by the module itself; the audit log's
 * field labels (web/src/features/audit/lib/field-words.ts, the `audit-fields` catalogue), made by a script from the
 * entities' schemas (audit-field-texts.ts: a new attribute is a new message), which the app's module cannot import.
 */
const COMPUTED_TEXTS: readonly { file: RegExp; texts: string | (() => Promise<string[]>) }[] = [
  { file: /[\\/]web[\\/]src[\\/]i18n[\\/]spec-texts\.ts$/, texts: 'specTexts' },
  {
    file: /[\\/]functions[\\/]core[\\/]oversight[\\/]audit-log[\\/]action-labels\.ts$/,
    texts: 'auditActionLabelTexts',
  },
  { file: /[\\/]web[\\/]src[\\/]features[\\/]audit[\\/]lib[\\/]field-words\.ts$/, texts: auditFieldTexts },
];

/**
 * Lingui's extractor for those modules (first in the config, so Lingui's own extractor does not read them too). Runs
 * in the process of npm run i18n:extract / i18n:check (tsx), which can import TypeScript.
 */
export const specTextsExtractor: ExtractorType = {
  match(filename) {
    return COMPUTED_TEXTS.some((source) => source.file.test(filename));
  },
  async extract(filename, _code, onMessageExtracted) {
    const source = COMPUTED_TEXTS.find((candidate) => candidate.file.test(filename));
    if (!source) return;
    let texts: readonly string[];
    if (typeof source.texts === 'function') texts = await source.texts();
    else {
      const module = (await import(filename)) as Record<string, () => string[]>;
      const named = module[source.texts];
      if (typeof named !== 'function') throw new Error(`${filename} exports no ${source.texts}()`);
      texts = named();
    }
    for (const text of texts) onMessageExtracted({ id: text, message: text, origin: [filename, 1] });
  },
};
