import { useEffect, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { DatesProvider, type DatesProviderSettings } from '@mantine/dates';
import type { TLanguage } from '@skillway/shared/constants/languages';
import { formatLocale } from '../lib/format-date';

/**
 * Each language's dayjs locale (Mantine's calendars name months and weekdays through dayjs) and first day of the
 * week. English is dayjs's built-in `en` (the same month and day names as en-GB), so an English screen loads nothing;
 * another language's locale file is fetched only when a picker first renders in it.
 */
const DAYJS: Record<
  TLanguage,
  { locale: string; firstDayOfWeek: DatesProviderSettings['firstDayOfWeek']; load?: () => Promise<unknown> }
> = {
  'en-GB': { locale: 'en', firstDayOfWeek: 1 },
  pl: { locale: 'pl', firstDayOfWeek: 1, load: () => import('dayjs/locale/pl') },
  es: { locale: 'es', firstDayOfWeek: 1, load: () => import('dayjs/locale/es') },
};

/** dayjs locales registered so far (importing a locale file registers it with dayjs). */
const registered = new Set<string>(['en']);
const loading = new Map<string, Promise<void>>();

function registerLocale(language: TLanguage): Promise<void> {
  const { locale, load } = DAYJS[language];
  let pending = loading.get(locale);
  if (!pending) {
    pending = (load ? load() : Promise.resolve()).then(
      () => void registered.add(locale),
      (error: unknown) => {
        // A failed chunk (a network blip) is tried again by the next picker; meanwhile it stays English.
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * Mantine's date pickers inside it name months and weekdays, start the week and write `valueFormat`'s month and day
 * names in the active language (issue 34). Put around the pickers, not at the app's root: dayjs's locales load with
 * the screens that show a calendar. Until a language's locale has loaded the calendar is English, then it re-renders.
 */
export function LocalizedDates({ children }: { children: ReactNode }) {
  // The non-macro hook: this module has no messages, so it names no catalogue.
  const { i18n } = useLingui();
  const language = formatLocale(i18n.locale);
  const { locale, firstDayOfWeek } = DAYJS[language];
  const ready = registered.has(locale);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    let current = true;
    registerLocale(language).then(
      () => current && setLoaded((count) => count + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language, ready]);
  return <DatesProvider settings={{ locale: ready ? locale : 'en', firstDayOfWeek }}>{children}</DatesProvider>;
}
