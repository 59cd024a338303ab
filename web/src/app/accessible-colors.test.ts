import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleColorVariables, accessibleStatusVariables, contrastRatio, readableOn } from './accessible-colors';

const WHITE = '#ffffff';

describe('accessible colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    // Mantine's gray-6 on white, the dimmed grey the theme replaces.
    expect(contrastRatio('#868e96', WHITE)).toBeCloseTo(3.32, 2);
  });

  it('keeps a colour that already reads and darkens one that does not, only as far as needed', () => {
    expect(readableOn('#3b5bdb', WHITE)).toBe('#3b5bdb');
    const green = readableOn('#37b24d', WHITE);
    expect(contrastRatio(green, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(green, WHITE)).toBeLessThan(5.2);
  });

  it('gives every Mantine palette fills, outlines and light-variant text at 4.5:1 or more', () => {
    for (const [name, palette] of Object.entries(DEFAULT_THEME.colors)) {
      const variables = accessibleColorVariables(name, palette, 7);
      const filled = variables[`--mantine-color-${name}-filled`] ?? palette[7];
      const outline = variables[`--mantine-color-${name}-outline`] ?? palette[7];
      const lightColor = variables[`--mantine-color-${name}-light-color`] ?? palette[9];
      expect(contrastRatio(WHITE, filled), `${name} filled`).toBeGreaterThanOrEqual(4.5);
      // As text on a striped or hovered table row (gray-1) too.
      expect(contrastRatio(outline, DEFAULT_THEME.colors.gray[1]), `${name} outline`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(lightColor, palette[1]), `${name} light`).toBeGreaterThanOrEqual(4.5);
      // And on the light variant's hover and expanded background (shade 2): a menu's light trigger while open.
      expect(contrastRatio(lightColor, palette[2]), `${name} light hover`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leaves a palette that already reads (gray) as Mantine draws it', () => {
    expect(accessibleColorVariables('gray', DEFAULT_THEME.colors.gray, 7)).toEqual({});
  });

  it('makes placeholder grey and error red readable on white', () => {
    const status = accessibleStatusVariables(DEFAULT_THEME.colors.gray, DEFAULT_THEME.colors.red);
    expect(contrastRatio(status['--mantine-color-placeholder'], WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(status['--mantine-color-error'], WHITE)).toBeGreaterThanOrEqual(4.5);
  });
});
