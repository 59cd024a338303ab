import { describe, expect, it } from 'vitest';
import { outsideBrackets, untranslatedWords } from './pseudo-locale';

/** The pseudo-locale walk's rule (test/e2e/pseudo-locale-walk.test.ts), on texts as its screens show them. */
describe('pseudo-locale text rule', () => {
  it('reads the text outside the brackets, which may nest', () => {
    expect(outsideBrackets('[!! Ĥéĺĺó [!! Ŵóŕĺđ !!] ·· !!] Save [!! Ĉàñçéĺ !!]')).toEqual([' Save ']);
    expect(outsideBrackets('[!! Ŕéàđ ţĥé \u200bţéŕɱš\u200b ··· !!]')).toEqual([]);
  });

  it('finds the words no catalogue gave, less the server data and what is never translated', () => {
    const server = ['Tom', 'Baker', 'Demo Ltd', 'A presigned POST for one upload.', 'UK'];
    expect(untranslatedWords('Save', server)).toEqual(['Save']);
    expect(untranslatedWords('[!! Ŵéĺçóɱé, Tom !!]', server)).toEqual([]);
    expect(untranslatedWords('Tom\u200b Baker', server)).toEqual([]);
    expect(untranslatedWords('Welcome, Tom', server)).toEqual(['Welcome']);
    expect(untranslatedWords('Tomorrow', server)).toEqual(['Tomorrow']);
    expect(untranslatedWords('A presigned POST for one upload.', server)).toEqual([]);
    expect(untranslatedWords('Monday, 3 March 2025 · 1 Apr 2027, 08:15 UTC', server)).toEqual([]);
    expect(untranslatedWords('English (UK) · Polski · Español', server)).toEqual([]);
    expect(untranslatedWords('Skillway Ltd · help@skillway.co.uk · example.com · OpenID Connect', server)).toEqual([]);
    expect(untranslatedWords('150 MB', server)).toEqual([]);
    expect(untranslatedWords('Demo Ltd uses Skillway', server)).toEqual(['uses']);
  });

  it('takes a server text cut short for the screen as data', () => {
    expect(untranslatedWords('A presigned POST for…', ['A presigned POST for one upload.'])).toEqual([]);
  });
});
