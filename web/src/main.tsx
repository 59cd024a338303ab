import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Mantine's global rules only: each component's stylesheet comes with its JavaScript, in the chunk that draws it
// (web/scripts/mantine-component-styles.ts), all in `@layer mantine`, which this declares first.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/mantine-entry.css';
// The CSS variables MantineProvider writes for the theme, so the login page (drawn before Mantine loads) has them.
import './app/theme-vars.css';
import './app/global.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { App } from './app/app';
import { preloadProviders } from './app/app-root';
import { activateSourceLocale } from './i18n/language';
import { restoreAccessToken } from './api';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Every screen but the login page needs Mantine: start fetching it with the router rather than after it, and bring a
// reloaded session's access token back meanwhile (its first call would otherwise wait for the screen's code).
if (window.location.pathname !== '/login') {
  preloadProviders();
  restoreAccessToken();
}

// English (UK) is in the code: text renders at once; the route guard switches to the user's language.
activateSourceLocale();

createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <App />
    </I18nProvider>
  </StrictMode>,
);
