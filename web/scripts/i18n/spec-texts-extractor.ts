import type { ExtractorType } from '@lingui/conf';

const SPEC_TEXTS_FILE = /[\\/]web[\\/]src[\\/]i18n[\\/]spec-texts\.ts$/;

/**
 * Lingui's extractor for web/src/i18n/spec-texts.ts: the module is imported and every string of its sources becomes a
 * message whose id is the English text (see specText). Runs in the process of npm run i18n:extract / i18n:check
 * (tsx), which can import TypeScript.
 */
export const specTextsExtractor: ExtractorType = {
  match(filename) {
    return SPEC_TEXTS_FILE.test(filename);
  },
  async extract(filename, _code, onMessageExtracted) {
    const module = (await import(filename)) as { specTexts: () => string[] };
    for (const text of module.specTexts()) onMessageExtracted({ id: text, message: text, origin: [filename, 1] });
  },
};
