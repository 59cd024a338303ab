import { describe, expect, it } from 'vitest';
import { teamMessageEmail } from './team-message';
import { welcomeEmail } from './welcome';

describe('welcome and team emails', () => {
  it('carry the set-password link and escape names', () => {
    const link = 'https://app.test/password-reset?email=a%40b.test&token=t0k&isResetPassword=1';
    const mail = welcomeEmail({
      firstName: '<b>Ann</b>',
      companyName: 'Acme & Co',
      email: 'a@b.test',
      setPasswordLink: link,
      loginLink: 'https://app.test/login',
      validDays: 7,
    });
    expect(mail.subject).toBe('Welcome to Skillway: your Acme & Co training account');
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    expect(mail.html).not.toContain('<b>Ann</b>');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('7 days');
  });

  it('fold line breaks out of a team message subject and escape the sender', () => {
    const mail = teamMessageEmail({
      subject: 'Hi\r\nBcc: x@y.test',
      safeHtml: '<p>ok</p>',
      plainText: 'ok',
      senderName: '<i>Mona</i>',
      companyName: 'Acme',
    });
    expect(mail.subject).toBe('Hi Bcc: x@y.test');
    expect(mail.html).toContain('<p>ok</p>');
    expect(mail.html).toContain('&lt;i&gt;Mona&lt;/i&gt;');
  });
});
