import { describe, expect, it } from 'vitest';
import { serverCatalogue, specTextIn, textsIn } from './server-texts';

/**
 * The server's catalogues arrive compiled (web/scripts/i18n/catalogues.ts writes catalogues/<language>.json): no ICU
 * parser runs in a function, yet placeholders and plurals format in every language, English included.
 */
describe('the server’s text from its compiled catalogues (issue 34)', () => {
  it('formats placeholders and plurals in English, Polish and Spanish without compiling at run time', () => {
    const values = { count: 3, file: 'users.csv' };
    expect(textsIn('en-GB')._('... and {count} more in {file}.', values)).toBe('... and 3 more in users.csv.');
    expect(textsIn('pl')._('... and {count} more in {file}.', values)).toBe('... i jeszcze 3 w pliku users.csv.');
    const users = '{count, plural, one {{count} user} other {{count} users}}';
    expect(textsIn('en-GB')._(users, { count: 1 })).toBe('1 user');
    expect(textsIn('en-GB')._(users, { count: 5 })).toBe('5 users');
    expect(textsIn('pl')._(users, { count: 1 })).toBe('1 użytkownik');
    expect(textsIn('pl')._(users, { count: 5 })).toBe('5 użytkowników');
    expect(textsIn('es')._(users, { count: 5 })).toBe('5 usuarios');
  });

  it('reads plain text as written, and an unknown message as its English', () => {
    expect(textsIn('pl')._('Certificate expired')).toBe('Certyfikat wygasł');
    expect(textsIn('pl')._('Not a catalogue message')).toBe('Not a catalogue message');
    expect(textsIn('xx')._('Certificate expired')).toBe('Certificate expired');
  });

  it('gives the translations as written to a spec text’s own placeholders, and nothing for English', () => {
    expect(serverCatalogue('en-GB')).toEqual({});
    expect(Object.keys(serverCatalogue('pl')).length).toBeGreaterThan(500);
    expect(specTextIn('es', 'Certificate expired')).not.toBe('Certificate expired');
    expect(specTextIn('en-GB', 'Certificate expired')).toBe('Certificate expired');
  });
});
