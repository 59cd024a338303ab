import { describe, expect, it } from 'vitest';
import { emailChangeConfirmEmail, emailChangeNoticeEmail, registrationAttemptEmail } from './account-notices';

describe('account notices', () => {
  it('sends the change link to the new address, escaped in the html and whole in the text', () => {
    const link = 'https://app.test/v1/email/change?cid=c&uid=u&email=new%40x.test&exp=1&sig=s';
    const mail = emailChangeConfirmEmail({ firstName: '<Ada>', newEmail: 'new@x.test', link, validHours: 24 });
    expect(mail.subject).toBe('Confirm your new Skillway email address');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    expect(mail.html).toContain('Hello &lt;Ada&gt;,');
    expect(mail.text).toContain('24 hours');
  });

  it('tells the old address who changes it: the user (pending their link) or an administrator (done)', () => {
    const asked = emailChangeNoticeEmail({
      firstName: 'Ada',
      newEmail: 'new@x.test',
      by: 'self',
      loginLink: 'https://app.test/login',
    });
    expect(asked.subject).toBe('Your Skillway email address is about to change');
    expect(asked.text).toContain('only when the link sent to that address is followed');
    const done = emailChangeNoticeEmail({
      firstName: 'Ada',
      newEmail: 'new@x.test',
      by: 'administrator',
      loginLink: 'https://app.test/login',
    });
    expect(done.subject).toBe('Your Skillway email address has changed');
    expect(done.text).toContain("administrator changed your Skillway account's email address to new@x.test");
  });

  it('tells an address owner that someone tried to register with it', () => {
    const mail = registrationAttemptEmail({
      firstName: 'Ada',
      loginLink: 'https://app.test/login',
      resetLink: 'https://app.test/forgot-password',
    });
    expect(mail.subject).toBe('Someone tried to sign up to Skillway with your email address');
    expect(mail.text).toContain('nothing was created');
    expect(mail.text).toContain('https://app.test/forgot-password');
  });
});
