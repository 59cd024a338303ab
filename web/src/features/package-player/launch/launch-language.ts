import { i18n, type Messages } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_DIRECTION } from '@skillway/shared/constants/languages';

/**
 * The package-player catalogue, the only one the launch page shows text from. Not the SPA's catalogue loader
 * (src/i18n/catalogs.ts): that one names every catalogue of the app, and the launch page is a build of its own on the
 * content origin (vite.launch.config.ts) that shares nothing with the SPA.
 */
const CATALOGUES = import.meta.glob<{ messages: Messages }>([
  '../locales/*.po',
  '!../locales/en-GB.po',
  '!../locales/pseudo.po',
]);

/**
 * The launch page's language: the learner's, which packagePlayer.enter names in its address (`?lang=`, from the
 * signed launch session); English when it names none we speak. Sets <html lang dir> for screen readers and layout.
 */
export async function activateLaunchLanguage(search: string, doc: Document): Promise<void> {
  const asked = new URLSearchParams(search).get('lang');
  const locale = isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
  // As in the SPA (src/i18n/language.ts): English arrives written in the code, shown as it is.
  if (import.meta.env.PROD) i18n.setMessagesCompiler((message) => message as unknown as CompiledMessage);
  const load = CATALOGUES[`../locales/${locale}.po`];
  // A catalogue that fails to load leaves the English: the package still starts.
  const messages = load
    ? await load().then(
        (module) => module.messages,
        () => ({}),
      )
    : {};
  i18n.loadAndActivate({ locale, messages });
  doc.documentElement.lang = locale;
  doc.documentElement.dir = LANGUAGE_DIRECTION[locale];
}
