import { describe, expect, it } from 'vitest';
import { emailChangeConfirmEmail, emailChangeNoticeEmail } from './account-notices';
import { registrationEmail } from './registration';
import { reportFailedEmail, reportReadyEmail } from './report-ready';
import { ssoCertificateTitle } from './sso-notices';
import { teamMessageEmail } from './team-message';
import { teamNudgeTitle } from './team-nudge';

/** Issue 34: the account and report emails in the recipient's language (Polish, Spanish); English as ever. */
const registration = (language?: 'en-GB' | 'pl' | 'es') =>
  registrationEmail({
    firstName: 'Ada',
    companyName: 'Acme',
    trialDays: 14,
    verifyLink: 'https://app.test/v1/email/verify?a=1',
    loginLink: 'https://app.test/login',
    language,
  });

const change = (language?: 'en-GB' | 'pl' | 'es') =>
  emailChangeConfirmEmail({
    firstName: 'Ada',
    newEmail: 'new@x.test',
    link: 'https://l.test',
    validHours: 24,
    language,
  });

const report = (language?: 'en-GB' | 'pl' | 'es') =>
  reportReadyEmail({
    firstName: 'Ada',
    reportTitle: 'User Report',
    fileType: 'an Excel workbook',
    link: 'https://app.test/reports/files/j1',
    validDays: 7,
    language,
  });

describe('emails in the recipient’s language', () => {
  it('keeps English (UK) when no language, or en-GB, is given', () => {
    expect(registration('en-GB')).toEqual(registration());
    expect(registration().subject).toBe('Welcome to Skillway: please verify your email address');
    expect(registration().html).toContain('<html lang="en-GB">');
    expect(registration().text).toContain(
      'Your company Acme is set up and its 14-day free trial has started. No card is needed.',
    );
    expect(change().subject).toBe('Confirm your new Skillway email address');
    expect(report().subject).toBe('Your Skillway report is ready: User Report');
    expect(report().text).toContain('The User Report you asked for is ready as an Excel workbook.');
  });

  it('writes the registration email in Polish and Spanish', () => {
    const pl = registration('pl');
    expect(pl.subject).toBe('Witamy w Skillway: potwierdź swój adres e-mail');
    expect(pl.html).toContain('<html lang="pl">');
    expect(pl.html).toContain(
      'Twoja firma Acme jest już skonfigurowana i rozpoczął się jej 14-dniowy bezpłatny okres próbny.',
    );
    expect(pl.text).toContain('Potwierdź adres e-mail: https://app.test/v1/email/verify?a=1');
    const es = registration('es');
    expect(es.subject).toBe('Te damos la bienvenida a Skillway: verifica tu correo electrónico');
    expect(es.html).toContain('<html lang="es">');
    expect(es.text).toContain('Tu empresa Acme ya está configurada y ha empezado su prueba gratuita de 14 días.');
    expect(es.text).toContain('El equipo de Skillway');
  });

  it('writes the change of address emails in Polish and Spanish', () => {
    const pl = change('pl');
    expect(pl.subject).toBe('Potwierdź nowy adres e-mail w Skillway');
    expect(pl.html).toContain('<html lang="pl">');
    expect(pl.text).toContain('Kliknij poniższy link w ciągu 24 godzin, aby wprowadzić zmianę.');
    const es = change('es');
    expect(es.subject).toBe('Confirma tu nuevo correo electrónico de Skillway');
    expect(es.html).toContain('<html lang="es">');
    expect(es.text).toContain('Sigue el enlace de abajo en las próximas 24 horas para hacer el cambio.');
    const notice = emailChangeNoticeEmail({
      firstName: 'Ada',
      newEmail: 'new@x.test',
      by: 'administrator',
      loginLink: 'https://app.test/login',
      language: 'pl',
    });
    expect(notice.subject).toBe('Twój adres e-mail w Skillway został zmieniony');
  });

  it('writes the report emails in Polish and Spanish, the report’s name and file type too', () => {
    const pl = report('pl');
    expect(pl.subject).toBe('Twój raport Skillway jest gotowy: Raport użytkowników');
    expect(pl.html).toContain('<html lang="pl">');
    expect(pl.text).toContain('Zamówiony raport „Raport użytkowników” jest gotowy jako skoroszyt Excela.');
    expect(pl.text).toContain('Raport jest przechowywany przez 7 dni.');
    const es = report('es');
    expect(es.subject).toBe('Tu informe de Skillway está listo: Informe de usuarios');
    expect(es.html).toContain('<html lang="es">');
    expect(es.text).toContain('El informe «Informe de usuarios» que pediste está listo como un libro de Excel.');
    const failed = reportFailedEmail({ firstName: 'Ada', reportTitle: 'Audit Log', language: 'es' });
    expect(failed.subject).toBe('No se ha podido generar tu informe de Skillway: Registro de auditoría');
    // A name the template does not know is shown as it was given.
    expect(reportFailedEmail({ firstName: 'Ada', reportTitle: 'Odd', language: 'pl' }).subject).toContain(': Odd');
  });

  it('counts days in the recipient’s plural forms, and sets the team message’s language', () => {
    expect(ssoCertificateTitle('Okta', '2027-03-01', 1)).toBe(
      'Single sign-on: the signing certificate of Okta expires in 1 day (01-03-2027)',
    );
    expect(ssoCertificateTitle('Okta', '2027-03-01', 3, 'pl')).toContain('wygasa za 3 dni (01-03-2027)');
    expect(ssoCertificateTitle('Okta', '2027-03-01', 1, 'es')).toContain('caduca en 1 día (01-03-2027)');
    expect(teamNudgeTitle('Mona', [], [{ name: 'Fire', deadline: '2027-03-02' }], 'es')).toBe(
      'Recordatorio de Mona: Fire (vence el 02-03-2027)',
    );
    const message = teamMessageEmail({
      subject: 'Hola',
      safeHtml: '<p>ok</p>',
      plainText: 'ok',
      senderName: 'Mona',
      companyName: 'Acme',
      language: 'es',
    });
    expect(message.html).toContain('<html lang="es">');
    expect(message.text).toContain('Enviado por Mona (Acme) a través de Skillway.');
  });
});
