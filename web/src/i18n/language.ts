import { i18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_DIRECTION,
  languageOf,
  TEXT_DIRECTION,
  type TLanguage,
  type TTextDirection,
} from '@skillway/shared/constants/languages';
import { loadNeededCatalogs } from './catalogs';

/**
 * The test locale (issue 34's proof): every message bracketed, accented and 40 % longer. Only the browser tests turn
 * it on (localStorage: `1`, or `rtl` for the same text laid out right to left, the proof that the layout is ready for
 * a right-to-left language before one ships), so no user is ever offered it.
 */
const PSEUDO_LOCALE = 'pseudo';
const PSEUDO_STORAGE_KEY = 'skillway:pseudo-locale';
const PSEUDO_RTL = 'rtl';

/** The language shown: a product language, or the test locale. */
export type TShownLocale = TLanguage | typeof PSEUDO_LOCALE;

function pseudoSetting(): string | null {
  try {
    return globalThis.localStorage?.getItem(PSEUDO_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function pseudoOn(): boolean {
  const setting = pseudoSetting();
  return setting === '1' || setting === PSEUDO_RTL;
}

/** Before sign-in: the first of the browser's languages the product speaks. */
export function browserLanguage(): TLanguage {
  const languages = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? ''];
  return languageOf(languages.filter(Boolean));
}

/** The language of the text: the signed-in user's (their choice, else their company's default), else the browser's. */
export function shownLocale(userLanguage: string | null | undefined): TShownLocale {
  if (pseudoOn()) return PSEUDO_LOCALE;
  return isLanguage(userLanguage) ? userLanguage : browserLanguage();
}

/**
 * The document's language tag and direction. The pseudo-locale is English underneath: `en-XA`, or `ar-XB` (the
 * conventional pseudo-bidi tag) when the tests lay it out right to left.
 */
function documentLang(locale: TShownLocale): { lang: string; dir: TTextDirection } {
  if (locale !== PSEUDO_LOCALE) return { lang: locale, dir: LANGUAGE_DIRECTION[locale] };
  return pseudoSetting() === PSEUDO_RTL
    ? { lang: 'ar-XB', dir: TEXT_DIRECTION.RTL }
    : { lang: 'en-XA', dir: TEXT_DIRECTION.LTR };
}

/**
 * `lang` and `dir` on <html>: screen readers speak the right language, the CSS's logical properties lay the page out
 * in the language's direction, and Mantine's DirectionProvider (app/providers.tsx) follows the attribute.
 */
function applyDocumentLanguage(locale: TShownLocale): void {
  if (typeof document === 'undefined') return;
  const { lang, dir } = documentLang(locale);
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
}

let switching: Promise<void> | undefined;

/**
 * Shows the product in `locale`: its catalogues for the code loaded so far, then every `<Trans>` and `t` re-renders
 * (the provider listens to the change). The document's `lang` and `dir` follow.
 */
export async function activateLocale(locale: TShownLocale): Promise<void> {
  if (i18n.locale === locale) return;
  const previous = switching ?? Promise.resolve();
  switching = previous
    .catch(() => undefined)
    .then(async () => {
      if (i18n.locale === locale) return;
      await loadNeededCatalogs(locale).catch(() => undefined);
      i18n.activate(locale);
      applyDocumentLanguage(locale);
    });
  return switching;
}

/**
 * The English source active from the first line of the app (so text renders before any catalogue is loaded). In
 * production Lingui compiles nothing at run time: messages with placeholders arrive compiled from the build
 * (web/scripts/precompile-messages-babel.ts) and plain ones are shown as written, which this pass-through compiler
 * says (without it Lingui warns about every English message).
 */
export function activateSourceLocale(): void {
  // Typed as compiling; a string returned is shown as it is (what Lingui does with a compiled plain message).
  if (import.meta.env.PROD) i18n.setMessagesCompiler((message) => message as unknown as CompiledMessage);
  if (!i18n.locale) i18n.loadAndActivate({ locale: DEFAULT_LANGUAGE, messages: {} });
}
