import type { CSSVariablesResolver } from '@mantine/core';

export { theme } from './theme';

// Mantine's default "dimmed" grey is 3.3:1 on white; gray-7 keeps secondary text readable (WCAG AA).
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
