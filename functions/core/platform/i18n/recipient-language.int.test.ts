/**
 * Emails and notifications in the recipient's language (issue 34): the company's default language for a user who has
 * not chosen one, the user's own choice otherwise; the words around a company's own template and the default
 * templates translated, `<html lang>` following. Read back from the local outbox and the bell.
 */
import { describe, expect, it } from 'vitest';
import { eventually, registerCompany } from '../../../../test/factories/accounts';
import { addSignedInUser, addUser } from '../../../../test/factories/added-users';
import { publishedCourse } from '../../../../test/factories/courses';
import { call, drainEvents } from '../../../../test/factories/http';

interface TMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
}

async function mailsTo(address: string, subjectStart: string): Promise<TMail[]> {
  return eventually(async () => {
    const result = await call('GET', `/_local/mail.json?to=${encodeURIComponent(address)}`);
    const found = (result.body.data as TMail[]).filter((mail) => mail.subject.startsWith(subjectStart));
    return found.length > 0 ? found : undefined;
  });
}

describe('the recipient’s language', () => {
  it('welcomes a new user in the company’s default language', async () => {
    const admin = await registerCompany();
    const set = await call('PUT', '/v1/company/language', { token: admin.token, body: { default_language: 'es' } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const user = await addUser(admin.token, { send_email: 1 });
    const [mail] = await mailsTo(user.email, 'Bienvenido a Skillway: tu cuenta de formación de ');
    expect(mail!.html).toContain('<html lang="es">');
    expect(mail!.text).toContain(`Tu correo electrónico de acceso es ${user.email}.`);
    expect(mail!.text).toContain('El equipo de Skillway');
  });

  it('tells a learner who chose Polish about a new course in Polish, in the bell and by email', async () => {
    const admin = await registerCompany();
    const learner = await addSignedInUser(admin.token, { first_name: 'Zofia' });
    const profile = (await call('GET', '/v1/user/profile', { token: learner.token })).body.data;
    const chosen = await call('PUT', '/v1/user/profile', {
      token: learner.token,
      body: { first_name: profile.first_name, last_name: profile.last_name, email: profile.email, language: 'pl' },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.data.language).toBe('pl');

    const courseId = await publishedCourse(admin.token, 'Bezpieczeństwo pożarowe');
    const enrolled = await call('POST', `/v1/course/enrol/${courseId}`, {
      token: admin.token,
      body: { assign_users: [learner.user.id] },
    });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
    await drainEvents();

    const [mail] = await mailsTo(learner.user.email, 'Przypisano Ci kurs');
    expect(mail!.subject).toContain('Bezpieczeństwo pożarowe');
    expect(mail!.html).toContain('<html lang="pl">');
    expect(mail!.text).toContain('Otwórz w Skillway');
    const bell = await call('GET', '/v1/get-notifications?page=1&limit=20', { token: learner.token });
    const titles = (bell.body.data as { title: string }[]).map((item) => item.title);
    expect(titles.some((title) => title.startsWith('Przypisano Ci kurs'))).toBe(true);
  });

  it('keeps English for a user of a company that never chose a language', async () => {
    const admin = await registerCompany();
    const user = await addUser(admin.token, { send_email: 1 });
    const [mail] = await mailsTo(user.email, 'Welcome to Skillway: your ');
    expect(mail!.html).toContain('<html lang="en-GB">');
  });
});
