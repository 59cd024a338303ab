import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, isLanguage, languageOf } from './languages';

describe('languageOf: the first of the preferred languages the product speaks', () => {
  it('matches an exact tag, then a primary language, and falls back to English (UK)', () => {
    expect(languageOf(['pl-PL', 'en-GB'])).toBe('pl');
    expect(languageOf(['es-MX'])).toBe('es');
    expect(languageOf(['en-US', 'pl'])).toBe('en-GB');
    expect(languageOf(['de-DE', 'fr'])).toBe('en-GB');
    expect(languageOf(['de', 'es'])).toBe('es');
    expect(languageOf([])).toBe('en-GB');
  });
});

describe('acceptLanguageTags', () => {
  it('orders by quality, keeps the order of equals, and drops q=0 and the wildcard', () => {
    expect(acceptLanguageTags('en;q=0.8, pl-PL, pl;q=0.9, de;q=0, *;q=0.1')).toEqual(['pl-PL', 'pl', 'en']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });
});

describe('isLanguage', () => {
  it('accepts only the product languages', () => {
    expect(isLanguage('pl')).toBe(true);
    expect(isLanguage('en')).toBe(false);
    expect(isLanguage(3)).toBe(false);
  });
});
