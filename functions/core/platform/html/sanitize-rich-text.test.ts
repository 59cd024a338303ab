import { describe, expect, it } from 'vitest';
import { hasText, sanitizeRichText, sanitizeSimpleText } from './sanitize-rich-text';

describe('rich-text sanitiser (course descriptions)', () => {
  it('keeps bold, italic, lists, headings and safe links', () => {
    const html =
      '<h2>Intro</h2><p><strong>Bold</strong> <em>italic</em></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<p><a href="https://gov.uk">GOV.UK</a> <a href="mailto:help@example.test">mail</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, styles, images, event handlers and dangerous URLs', () => {
    const out = sanitizeRichText(
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">js</a><a href="data:text/html,x">data</a><a href="//evil.test">rel</a></p><style>p{}</style>',
    );
    expect(out).toBe('<p>Hi<a>js</a><a>data</a><a>rel</a></p>');
  });

  it('forces rel="noopener noreferrer" on links that open a new tab and drops other attributes', () => {
    expect(sanitizeRichText('<a href="https://x.test" target="_blank" rel="opener" title="t">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://x.test" target="_top">x</a>')).toBe('<a href="https://x.test">x</a>');
  });

  it('treats an editor with no text as empty', () => {
    expect(sanitizeRichText('<p></p><p><br></p>')).toBe('');
    expect(hasText('<p> </p>')).toBe(false);
  });
});

describe('simple text sanitiser (agreement statement)', () => {
  it('keeps emphasis and paragraphs only', () => {
    expect(sanitizeSimpleText('<p>I <strong>agree</strong></p><h1>x</h1><a href="https://x.test">link</a>')).toBe(
      '<p>I <strong>agree</strong></p>xlink',
    );
    expect(sanitizeSimpleText('I agree to the policy.')).toBe('I agree to the policy.');
  });
});
