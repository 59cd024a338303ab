/**
 * Certificates against the running local stack: a due certificate not made yet is requested from the worker on
 * first request and waited for (the course.completed handler is tested in events/handlers), exactly once; past the
 * wait a clear 503; the PDF's text; the short-lived link for the learner, their manager and the administrator only;
 * the public verification by id.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_TYPE, MSG, ROLE, USER_COURSE_STATE } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addLink, createCourse } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { addPerson, signIn, type TPerson } from '../../../test/factories/people';
import { accessAllMaterial, createTestCourse, enrolOnCourse } from '../../../test/factories/test-taking';
import { certificateEntity } from '../../core/platform/db/entities/certificate';
import { setEventTransport } from '../../core/platform/events/publish-event';
import { getCourseEnrolment } from '../../core/delivery/progress/course-progress-repository';
import { saveTeam } from '../../core/people/team/save-team';
import { getCertificateLink } from '../../core/learner/certificates/certificate-link';
import { findUser } from '../../core/people/users/user-repository';
import type { TAuth } from '../../core/platform/http/principal';

let owner: TRegistered;
let stranger: TRegistered;
let companyId: string;
let courseId: string;
let learner: TPerson;
let learnerToken: string;
let colleague: TPerson;
let colleagueToken: string;
let managerToken: string;
let outsiderToken: string;
let workDir: string;

const link = (userId?: string) => `/v1/courses/${courseId}/certificate${userId ? `?user_id=${userId}` : ''}`;

async function pdfText(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const file = join(workDir, `certificate-${Date.now()}.pdf`);
  await writeFile(file, new Uint8Array(await response.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

beforeAll(async () => {
  setEventTransport(async () => undefined);
  workDir = await mkdtemp(join(tmpdir(), 'certificates-'));
  owner = await registerCompany({ company_name: 'Certified Widgets Ltd' });
  stranger = await registerCompany();
  companyId = owner.user.company_id;
  courseId = (await createCourse(owner.token, { name: 'Manual Handling Basics', hours: 1, minutes: 15 })).id;
  await addLink(owner.token, courseId);
  learner = await addPerson(companyId, ROLE.USER, 'Grace');
  colleague = await addPerson(companyId, ROLE.USER, 'Colleague');
  const manager = await addPerson(companyId, ROLE.MANAGER, 'manager');
  const outsider = await addPerson(companyId, ROLE.MANAGER, 'outsider');
  await saveTeam(companyId, manager.id, [learner.id]);
  await enrolOnCourse(owner.token, courseId, [learner.id, colleague.id]);
  [learnerToken, colleagueToken, managerToken, outsiderToken] = (await Promise.all(
    [learner, colleague, manager, outsider].map(signIn),
  )) as [string, string, string, string];
});
afterAll(async () => {
  setEventTransport(async () => undefined);
  await rm(workDir, { recursive: true, force: true });
});

describe('the certificate link', () => {
  it('has no certificate before the course is complete', async () => {
    const early = await call('GET', link(), { token: learnerToken });
    expect(early.status).toBe(404);
    expect(early.body.message).toBe(MSG.CERTIFICATE_NOT_AVAILABLE);
  });

  it('makes the certificate (by the worker) on first request and links to a PDF with the learner, course, company, date, duration and id', async () => {
    await accessAllMaterial(companyId, courseId, learner.id, USER_COURSE_STATE.COMPLETE);
    const first = await call('GET', link(), { token: learnerToken });
    expect(first.status).toBe(200);
    const enrolment = await getCourseEnrolment(companyId, courseId, learner.id);
    expect(enrolment.certificate_id).toMatch(/^[A-Za-z0-9_-]{27}$/);
    expect(enrolment.certificate_key).toBe(
      `c/${companyId}/certificates/${courseId}/${learner.id}/${enrolment.certificate_id}.pdf`,
    );

    const text = (await pdfText(first.body.data.url)).replace(/\s+/g, ' ');
    expect(text).toContain('Certificate of Completion');
    expect(text).toContain('Grace Fixture');
    expect(text).toContain('Manual Handling Basics');
    expect(text).toContain('Company: Certified Widgets Ltd');
    expect(text).toContain('Course duration: 1 hr 15 mins');
    expect(text).toMatch(/Completed on \w+day, \d{1,2} \w+ \d{4}/);
    expect(text).toContain(`Verification id: ${enrolment.certificate_id}`);
    expect(text).toContain(`/certificates/verify/${enrolment.certificate_id}`);

    const again = await call('GET', link(), { token: learnerToken });
    expect(again.status).toBe(200);
    expect((await getCourseEnrolment(companyId, courseId, learner.id)).certificate_id).toBe(enrolment.certificate_id);
  });

  it("is written in the learner's language: Polish words, date and duration, every diacritic intact", async () => {
    const polish = await addPerson(companyId, ROLE.USER, 'polish');
    const token = await signIn(polish);
    const saved = await call('PUT', '/v1/user/profile', {
      token,
      body: { first_name: 'Łucja', last_name: 'Świątek-Żółć', email: polish.email, language: 'pl' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await enrolOnCourse(owner.token, courseId, [polish.id]);
    await accessAllMaterial(companyId, courseId, polish.id, USER_COURSE_STATE.COMPLETE);
    const made = await call('GET', link(), { token });
    expect(made.status).toBe(200);
    const enrolment = await getCourseEnrolment(companyId, courseId, polish.id);

    const text = (await pdfText(made.body.data.url)).replace(/\s+/g, ' ');
    expect(text).toContain('Certyfikat ukończenia');
    expect(text).toContain('Łucja Świątek-Żółć');
    expect(text).toContain('z powodzeniem ukończył(a) kurs');
    expect(text).toContain('Firma: Certified Widgets Ltd');
    expect(text).toContain('Czas trwania kursu: 1 godz. 15 min');
    expect(text).toMatch(
      /Data ukończenia: (poniedziałek|wtorek|środa|czwartek|piątek|sobota|niedziela), \d{1,2} \p{L}+ \d{4}/u,
    );
    expect(text).toContain(`Identyfikator weryfikacji: ${enrolment.certificate_id}`);
    expect(text).not.toContain('?');
  });

  it('is for the learner, their manager and the administrator only', async () => {
    expect((await call('GET', link(learner.id), { token: managerToken })).status).toBe(200);
    expect((await call('GET', link(learner.id), { token: owner.token })).status).toBe(200);
    for (const token of [colleagueToken, outsiderToken, stranger.token]) {
      expect((await call('GET', link(learner.id), { token })).status).toBe(404);
    }
    expect((await call('GET', link(), { token: stranger.token })).status).toBe(404);
  });

  it('asks the worker once and answers 503 "being prepared" when the certificate is not made within the wait', async () => {
    const person = await addPerson(companyId, ROLE.USER, 'waiting');
    await enrolOnCourse(owner.token, courseId, [person.id]);
    await accessAllMaterial(companyId, courseId, person.id, USER_COURSE_STATE.COMPLETE);
    const published: string[] = [];
    // In this process nothing makes certificates: the request is recorded, never served.
    setEventTransport(async (detailType, detail) => {
      if (detail.user_id === person.id) published.push(detailType);
    });
    const user = await findUser(companyId, person.id);
    const auth: TAuth = {
      userId: person.id,
      companyId,
      roleId: ROLE.USER,
      user: user!,
      company: null,
      token: { jti: 'certificate-wait', iat: 0, exp: 0 },
    };
    const wait = { totalMs: 300, intervalMs: 100 };
    await expect(getCertificateLink(auth, courseId, undefined, wait)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: MSG.CERTIFICATE_PREPARING,
    });
    await expect(getCertificateLink(auth, courseId, undefined, wait)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(published).toEqual([DETAIL_TYPE.CERTIFICATE_REQUESTED]);
    setEventTransport(async () => undefined);
    expect((await getCourseEnrolment(companyId, courseId, person.id)).certificate_id).toBeUndefined();
  });

  it('needs the test passed when the course has one', async () => {
    const tested = await createTestCourse(owner.token, {}, 'Tested Course');
    const person = await addPerson(companyId, ROLE.USER, 'untested');
    await enrolOnCourse(owner.token, tested.courseId, [person.id]);
    // Complete without a passed test (a test added after completion).
    await accessAllMaterial(companyId, tested.courseId, person.id, USER_COURSE_STATE.COMPLETE);
    const refused = await call('GET', `/v1/courses/${tested.courseId}/certificate`, { token: await signIn(person) });
    expect(refused.status).toBe(404);
  });
});

describe('public verification', () => {
  it('confirms a certificate by its id, to anyone, with only the name, course, dates, cycle and standing', async () => {
    const { certificate_id: id } = await getCourseEnrolment(companyId, courseId, learner.id);
    const verified = await call('GET', `/v1/certificates/verify/${id}`);
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ id, name: 'Grace Fixture', course_name: 'Manual Handling Basics' });
    expect(verified.body.data.completed_date_formatted).toMatch(/^\w+day, \d{1,2} \w+ \d{4}$/);
    expect(Object.keys(verified.body.data).sort()).toEqual([
      'completed_at',
      'completed_date_formatted',
      'course_name',
      'cycle',
      'expires_on',
      'id',
      'name',
      'standing',
    ]);
    // A course whose certificates never expire: valid, no expiry, the first certification.
    expect(verified.body.data).toMatchObject({ standing: 'valid', expires_on: null, cycle: 1 });

    const { Item } = await certificateEntity().build(GetItemCommand).key({ certificate_id: id! }).send();
    expect(Object.keys(Item ?? {}).sort()).toEqual([
      'certificate_id',
      'completed_at',
      'course_name',
      'cycle',
      'issued_at',
      'name',
    ]);
  });

  it('says so for an unknown id', async () => {
    const unknown = await call('GET', '/v1/certificates/verify/AAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MSG.CERTIFICATE_NOT_FOUND);
  });
});
