import { describe, expect, it } from 'vitest';
import { hasContent, messageHtmlToPlain, sanitizeMessageHtml } from './sanitize-message-html';

describe('rich text sanitising', () => {
  it('keeps the editor\'s formatting', () => {
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
    expect(clean).not.toMatch(/script|alert|onclick|onload|color|position|javascript|data:|evil|iframe|form|input|style>|svg/);
    expect(clean).toContain('<p style="text-align:center">p</p>');
    expect(clean).toContain('<a target="_blank" rel="noopener noreferrer">j</a>');
    expect(clean).toContain('<a href="https://ok.test" target="_blank" rel="noopener noreferrer">ok</a>');
  });

  it('gives a plain-text version and tells empty content apart', () => {
    const clean = sanitizeMessageHtml('<h2>Hello &amp; welcome</h2><p>Line one<br>line two</p><ul><li>a</li><li>b</li></ul>');
    expect(messageHtmlToPlain(clean)).toBe('Hello & welcome\nLine one\nline two\n- a\n- b');
    expect(hasContent(sanitizeMessageHtml('<p> </p><script>x()</script>'))).toBe(false);
    expect(hasContent(sanitizeMessageHtml('<img src="https://i.test/a.png">'))).toBe(true);
  });
});
