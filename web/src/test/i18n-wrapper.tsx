import type { ComponentType, ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';

type TWrapper = ComponentType<{ children: ReactNode }>;

/** English (UK), the source language, active for every web test unless a test switches it (activateLocale). */
export function activateTestSourceLocale(): void {
  i18n.loadAndActivate({ locale: 'en-GB', messages: {} });
  // The worker's document outlives a file (`isolate: false`): one that switched language must not leave its
  // <html lang dir> to the next (the video player opens in the document's language).
  if (typeof document !== 'undefined') {
    document.documentElement.lang = 'en-GB';
    document.documentElement.dir = 'ltr';
  }
}

/**
 * Every rendered tree inside Lingui's provider, as main.tsx renders the app: test-setup.ts wraps Testing Library's
 * `render` and `renderHook` with it, so a component's test needs no wrapper of its own; a test's own wrapper goes
 * inside it.
 */
export function withI18n(inner?: TWrapper): TWrapper {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    const Inner = inner;
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}
