import { describe, expect, it } from 'vitest';
import { escapeHtml, safeHref } from './escape';
import { passwordResetEmail } from './password-reset';
import { registrationEmail } from './registration';

describe('email templates', () => {
  it('escape user text', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;',
    );
    const mail = registrationEmail({
      firstName: '<b>Eve</b>',
      companyName: 'Evil "Corp" <script>',
      trialDays: 14,
      verifyLink: 'https://app.test/v1/email/verify?a=1&b=2',
      loginLink: 'https://app.test/login',
    });
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.html).toContain('href="https://app.test/v1/email/verify?a=1&amp;b=2"');
    expect(mail.text).toContain('https://app.test/v1/email/verify?a=1&b=2');
  });

  it('only link http(s) URLs', () => {
    expect(safeHref('javascript:alert(1)')).toBe('#');
    expect(safeHref('https://x.test/?a="b"')).toBe('https://x.test/?a=&quot;b&quot;');
  });

  it('puts the reset link in the html and text', () => {
    const link = 'https://app.test/password-reset?email=a%40b.test&token=abc&isResetPassword=1';
    const mail = passwordResetEmail({ firstName: 'Ada', link, validMinutes: 60 });
    expect(mail.subject).toBe('Reset your Skillway password');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    expect(mail.text).toContain('60 minutes');
  });
});
