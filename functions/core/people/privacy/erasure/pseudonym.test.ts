import { describe, expect, it } from 'vitest';
import { isErasedEmail } from '@skillway/shared';
import { newPseudonym, replacePersonalText } from './pseudonym';

const person = { first_name: 'Pat', last_name: 'Quill', email: 'pat.quill@example.com' };

describe('the pseudonym', () => {
  it('is random, never derived from the person, and recognisable as erased', () => {
    const one = newPseudonym();
    const two = newPseudonym();
    expect(one.email).toMatch(/^erased-[0-9a-f]{10}@erased\.invalid$/);
    expect(one.full_name).toBe(`Erased user ${one.email.slice(7, 17)}`);
    expect(one.email).not.toBe(two.email);
    expect(isErasedEmail(one.email)).toBe(true);
    expect(isErasedEmail(person.email)).toBe(false);
  });

  it("replaces the full name and email everywhere, and names alone only in what is the person's own", () => {
    const pseudonym = newPseudonym('0123456789');
    const value = {
      target_name: 'Fire Safety — PAT QUILL',
      changes: [
        { field: 'email', before: 'Pat.Quill@example.com', after: 'new@example.com' },
        { field: 'first_name', before: 'Pat' },
      ],
      other: 'Pat Smith joined',
    };
    expect(replacePersonalText(value, person, pseudonym, false)).toEqual({
      target_name: 'Fire Safety — Erased user 0123456789',
      changes: [
        { field: 'email', before: pseudonym.email, after: 'new@example.com' },
        { field: 'first_name', before: 'Pat' },
      ],
      other: 'Pat Smith joined',
    });
    expect(replacePersonalText(value, person, pseudonym)).toMatchObject({
      changes: [expect.anything(), { field: 'first_name', before: 'Erased' }],
      other: 'Erased Smith joined',
    });
  });
});
