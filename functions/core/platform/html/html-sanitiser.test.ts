import sanitizeHtml from 'sanitize-html';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  alignmentStyle,
  hasContent,
  hasText,
  loadSanitiser,
  messageHtmlToPlain,
  sanitizeMessageHtml,
  sanitizeRichText,
  sanitizeSimpleText,
} from './html-sanitiser';

beforeAll(loadSanitiser);

describe('loading sanitize-html on first use', () => {
  it('throws before loadSanitiser, then sanitises (two concurrent loads are one)', async () => {
    vi.resetModules();
    const fresh = await import('./html-sanitiser');
    expect(() => fresh.sanitizeRichText('<p>x</p>')).toThrow(/loadSanitiser/);
    await Promise.all([fresh.loadSanitiser(), fresh.loadSanitiser()]);
    expect(fresh.sanitizeRichText('<p>x<script>y</script></p>')).toBe('<p>x</p>');
  });
});

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

describe('message HTML sanitiser (emails)', () => {
  it("keeps the editor's formatting", () => {
    const html =
      '<h1>T</h1><h3 style="text-align: right">R</h3><p style="text-align:center">' +
      '<strong>b</strong><em>i</em><u>u</u><s>s</s></p><ol><li>one</li></ol><ul><li>two</li></ul>' +
      '<a href="mailto:a@b.test">mail</a><img src="https://img.test/x.png" alt="x">';
    const clean = sanitizeMessageHtml(html);
    expect(clean).toContain('<h1>T</h1>');
    expect(clean).toContain('<h3 style="text-align:right">R</h3>');
    expect(clean).toContain('<p style="text-align:center"><strong>b</strong><em>i</em><u>u</u><s>s</s></p>');
    expect(clean).toContain('<ol><li>one</li></ol><ul><li>two</li></ul>');
    expect(clean).toContain('<a href="mailto:a@b.test" target="_blank" rel="noopener noreferrer">mail</a>');
    expect(clean).toContain('<img src="https://img.test/x.png" alt="x" />');
  });

  it('removes scripts, handlers, dangerous URLs, frames and foreign styles', () => {
    const html =
      '<script>alert(1)</script><p onclick="x()" style="color:red;text-align:center;position:fixed">p</p>' +
      '<a href="javascript:alert(1)">j</a><a href="data:text/html,x">d</a><img src="data:image/png;base64,AA">' +
      '<img src="//evil.test/x.png"><iframe src="https://e.test"></iframe><form><input></form>' +
      '<a href="https://ok.test" target="_self">ok</a><style>p{}</style><svg onload="x()"></svg>';
    const clean = sanitizeMessageHtml(html);
    expect(clean).not.toMatch(
      /script|alert|onclick|onload|color|position|javascript|data:|evil|iframe|form|input|style>|svg/,
    );
    expect(clean).toContain('<p style="text-align:center">p</p>');
    expect(clean).toContain('<a target="_blank" rel="noopener noreferrer">j</a>');
    expect(clean).toContain('<a href="https://ok.test" target="_blank" rel="noopener noreferrer">ok</a>');
  });

  it('gives a plain-text version and tells empty content apart', () => {
    const clean = sanitizeMessageHtml(
      '<h2>Hello &amp; welcome</h2><p>Line one<br>line two</p><ul><li>a</li><li>b</li></ul>',
    );
    expect(messageHtmlToPlain(clean)).toBe('Hello & welcome\nLine one\nline two\n- a\n- b');
    expect(hasContent(sanitizeMessageHtml('<p> </p><script>x()</script>'))).toBe(false);
    expect(hasContent(sanitizeMessageHtml('<img src="https://i.test/a.png">'))).toBe(true);
  });
});

describe('message styles: text alignment only, without postcss', () => {
  /** What sanitize-html's own style filter (postcss) keeps of a style with `allowedStyles` text-align. */
  const reference = (style: string) =>
    sanitizeHtml(`<p style="${style.replace(/"/g, '&quot;')}">x</p>`, {
      allowedTags: ['p'],
      allowedAttributes: { p: ['style'] },
      allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
    });
  const ours = (style: string) => sanitizeMessageHtml(`<p style="${style.replace(/"/g, '&quot;')}">x</p>`);

  const SAME_AS_POSTCSS = [
    'text-align:center',
    'text-align: right',
    'text-align:left;',
    ' text-align :  justify ; ',
    'text-align: center !important',
    'text-align:center!important',
    'color:red;text-align:center;position:fixed',
    'color: red; text-align: left; text-align: right',
    'text-align: /* why */ center',
    '/* c */ text-align: center',
    'text-align: CENTER',
    'TEXT-ALIGN: center',
    'text-align: middle',
    'text-align: "center"',
    'text-align: center; background: url(https://evil.test/x.png)',
    'background:url("a;b");text-align:right',
    'width: expression(alert(1)); text-align: center',
    'text-align: expression(alert(1))',
    'text-align: url(javascript:alert(1))',
    'behavior: url(x.htc)',
    'color: red',
    '',
    ';;',
    'text-align: center; color',
    'text-align: center }',
    'text-align: center; a { color: red',
    'text-align: "center',
    'text-align: center /* unclosed',
  ];

  it.each(SAME_AS_POSTCSS)('filters %j as sanitize-html with postcss did', (style) => {
    expect(ours(style)).toBe(reference(style));
  });

  it('keeps text-align and drops every other style, expression() and url()', () => {
    expect(alignmentStyle('text-align: center')).toBe('text-align:center');
    expect(alignmentStyle('color: red; text-align: right !important')).toBe('text-align:right !important');
    expect(alignmentStyle('width: expression(alert(1))')).toBeUndefined();
    expect(alignmentStyle('background-image: url(javascript:alert(1)); text-align: left')).toBe('text-align:left');
    expect(alignmentStyle('text-align: url(x)')).toBeUndefined();
    expect(sanitizeMessageHtml('<h2 style="text-align: center">T</h2><div style="color:red">d</div>')).toBe(
      '<h2 style="text-align:center">T</h2><div>d</div>',
    );
    expect(sanitizeMessageHtml('<a href="https://x.test" style="text-align:right">a</a>')).toBe(
      '<a href="https://x.test" style="text-align:right" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });
});
