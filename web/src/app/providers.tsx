import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RootLayout } from '../layout/root-layout';
import { cssVariablesResolver, theme } from './mantine-setup';
import { appQueryClient } from './query-client';

/**
 * Mantine and TanStack Query around the root layout: a chunk of its own, loaded by the root (app-root.tsx) for
 * every screen but the login page, which is drawn without them. Mantine's direction follows <html dir>, which the
 * active language sets (i18n/language.ts): its components mirror for a right-to-left language.
 */
export default function Providers() {
  return (
    <DirectionProvider detectDirection>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <QueryClientProvider client={appQueryClient}>
          <RootLayout />
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
