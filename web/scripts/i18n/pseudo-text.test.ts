import { describe, expect, it } from 'vitest';
import { parse } from '@messageformat/parser';
import { pseudoText } from './pseudo-text';

describe('pseudoText: the test locale of a message', () => {
  it('accents, brackets and lengthens plain text by 40 %', () => {
    expect(pseudoText('Save Users')).toBe('[!! Šàʋé Úšéŕš ···· !!]');
    expect(pseudoText('Login')).toBe('[!! Ĺóĝíñ ·· !!]');
  });

  it('pads a long message with short groups of dots that can wrap, about 40 % of its length', () => {
    const message = 'A paragraph long enough that one run of dots would be wider than a phone screen.';
    const text = pseudoText(message);
    const pad = text.slice(`[!! ${message}`.length + 1, -' !!]'.length);
    expect(pad).toMatch(/^·{1,4}( ·{1,4})*$/);
    expect(pad.length).toBe(Math.ceil(message.length * 0.4));
    expect(text).not.toMatch(/·{5}/);
  });

  it('keeps placeholders, component tags and plural cases, and stays valid ICU', () => {
    const text = pseudoText('Hello {name}, <0>see</0> {count, plural, one {# course} other {# courses}}');
    expect(text).toContain('{name}');
    expect(text).toContain('<0>šéé</0>');
    expect(text).toContain('{count, plural, one {# çóúŕšé} other {# çóúŕšéš}}');
    expect(() => parse(text)).not.toThrow();
  });

  it('leaves HTML markup alone, even a tag with a placeholder inside', () => {
    const text = pseudoText('<p>Hi {first_name},</p><p><a href="{link}">Open the course</a></p>');
    expect(text).toContain('<p>Ĥí {first_name},</p><p><a href="{link}">Óƥéñ ţĥé çóúŕšé</a></p>');
  });

  it("quotes ICU's special characters in literal text", () => {
    const text = pseudoText("It's '{' here");
    expect(() => parse(text)).not.toThrow();
    expect(text.startsWith('[!! ')).toBe(true);
  });
});
