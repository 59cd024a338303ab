import { readFileSync } from 'node:fs';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './mantine-setup';

/** Comments, whitespace and the quote style apart, the CSS text. */
const normalise = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, '')
    .replace(/"/g, "'");

describe('theme-vars.css', () => {
  it('holds exactly the variables MantineProvider writes for the app theme', () => {
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <span />
      </MantineProvider>,
    );
    const written = document.querySelector('style[data-mantine-styles="true"]')?.textContent ?? '';
    expect(written).not.toBe('');
    // If the theme changed: replace theme-vars.css (below its comment) with `written`.
    const themeVars = readFileSync(`${import.meta.dirname}/theme-vars.css`, 'utf8');
    expect(normalise(themeVars)).toBe(normalise(written));
  });
});
