import type { CSSVariablesResolver } from '@mantine/core';
import { accessibleColorVariables, accessibleStatusVariables } from './accessible-colors';

export { theme } from './theme';

/**
 * Light-scheme colours at WCAG AA (4.5:1): Mantine's default "dimmed" grey is 3.3:1 on white, so secondary text uses
 * gray-7; coloured fills, outlines and light-variant text of every palette are darkened where Mantine's shades fall
 * short (accessible-colors.ts), as are the placeholder grey and the error red; links take the primary fill.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const palettes = Object.entries(theme.colors).flatMap(([name, palette]) =>
    Object.entries(accessibleColorVariables(name, palette, shade)),
  );
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      // Links are the primary filled colour, darkened where needed to read on a hovered table row (gray-1) too:
      // Mantine's shade 7 is 4.47:1 there.
      '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-filled)`,
      ...accessibleStatusVariables(theme.colors.gray, theme.colors.red),
      ...Object.fromEntries(palettes),
    },
    dark: {},
  };
};
