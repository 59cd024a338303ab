/**
 * External training that renews a course (issue 29) against the running local stack: a course whose recertification
 * names First Aid as its renewal external training type; a learner's First Aid record certifies their enrolment with
 * the record's expiry (cycle 1, not completed), the Compliance matrix and headline follow, a repeat save changes
 * nothing, a record of another type or a learner not enrolled is untouched, and an imported record renews too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@skillway/shared';
import { addMonths, complianceCellText, shiftDays } from '@skillway/shared/rules/recertification';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addLink, createCourse } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { addPerson, signIn, type TPerson } from '../../../test/factories/people';
import { enrolOnCourse } from '../../../test/factories/test-taking';
import { postFile } from '../../../test/factories/uploads';
import { getEnrolments } from '../../core/delivery/enrolment/enrolment-repository';
import { getCourseEnrolment } from '../../core/delivery/progress/course-progress-repository';
import { londonDay } from '../../core/platform/format/calendar-day';

const FIRST_AID = 353362;
const IT = 353356;

let owner: TRegistered;
let companyId: string;
let courseId: string;
let ada: TPerson;
let ben: TPerson;
let cy: TPerson;
let dee: TPerson;
let adaToken: string;
/** The records' completion day (ten days ago) and Ada's record's own expiry, two years on. */
let completed: string;
let expiry: string;

const yearly = {
  required: true,
  validity: 'months',
  months: 12,
  base: 'completion',
  window_days: 30,
  deadline_days_after: 14,
} as const;

function training(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Emergency First Aid at Work',
    completed,
    type: FIRST_AID,
    body: 'St John Ambulance',
    result: 'passed',
    deadline: expiry,
    ...overrides,
  };
}

async function addOwn(token: string, overrides: Record<string, unknown> = {}) {
  const created = await call('POST', '/v1/external-training', { token, body: training(overrides) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as { id: string };
}

async function matrixTexts(): Promise<Record<string, string>> {
  const matrix = await call('GET', '/v1/compliance?orderBy=first_name&sortedBy=asc', { token: owner.token });
  expect(matrix.status).toBe(200);
  return Object.fromEntries(
    matrix.body.data.map((row: { first_name: string; cells: { text: string }[] }) => [
      row.first_name,
      row.cells[0]!.text,
    ]),
  );
}

beforeAll(async () => {
  completed = shiftDays(londonDay(new Date()), -10);
  expiry = addMonths(completed, 24);
  owner = await registerCompany({ company_name: 'First Aiders Ltd' });
  companyId = owner.user.company_id;
  courseId = (await createCourse(owner.token, { name: 'First Aid at Work' })).id;
  await addLink(owner.token, courseId);
  ada = await addPerson(companyId, ROLE.USER, 'Ada');
  ben = await addPerson(companyId, ROLE.USER, 'Ben');
  cy = await addPerson(companyId, ROLE.USER, 'Cy');
  dee = await addPerson(companyId, ROLE.USER, 'Dee');
  await enrolOnCourse(owner.token, courseId, [ada.id, ben.id, dee.id]);
  adaToken = await signIn(ada);
});

describe('the setting', () => {
  const path = () => `/v1/courses/${courseId}/recertification`;

  it('refuses a type that is not an external training type, naming the field', async () => {
    const refused = await call('PUT', path(), { token: owner.token, body: { ...yearly, renewal_external_type: 1 } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      renewal_external_type: ['The selected external training type is invalid.'],
    });
  });

  it('saves First Aid as the type that renews the course, and the course answers it', async () => {
    const saved = await call('PUT', path(), {
      token: owner.token,
      body: { ...yearly, renewal_external_type: FIRST_AID },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      ...yearly,
      expiry_date: null,
      anniversary: null,
      renewal_course_id: null,
      renewal_external_type: FIRST_AID,
    });
    const course = await call('GET', `/v1/courses/${courseId}`, { token: owner.token });
    expect(course.body.data.recertification.renewal_external_type).toBe(FIRST_AID);
  });
});

describe('a First Aid record renews the course', () => {
  let recordId: string;

  it("certifies the enrolled learner with the record's expiry, without completing the course", async () => {
    const before = await getCourseEnrolment(companyId, courseId, ada.id);
    expect(before.cycle).toBeUndefined();
    recordId = (await addOwn(adaToken)).id;
    const after = await getCourseEnrolment(companyId, courseId, ada.id);
    expect(after).toMatchObject({
      cycle: 1,
      certified_at: `${completed}T12:00:00.000Z`,
      expires_on: expiry,
      renewal_due: shiftDays(expiry, 14),
    });
    // Not completed: the progress is left as it was, and no course certificate is made.
    expect(after.state).toBe(before.state);
    expect(after.completed_at).toBeUndefined();
    expect(after.certificate_id).toBeUndefined();
  });

  it('shows them Certified until that day on the matrix, and in date in the headline', async () => {
    expect(await matrixTexts()).toEqual({
      Ada: complianceCellText({ status: 'certified', date: expiry, days: null }),
      Ben: 'Not started',
      Dee: 'Not started',
    });
    const summary = await call('GET', '/v1/compliance/summary', { token: owner.token });
    expect(summary.body.data).toEqual({
      courses: [{ id: courseId, name: 'First Aid at Work', required: 3, in_date: 1, percent: 33 }],
      required: 3,
      in_date: 1,
      percent: 33,
    });
  });

  it('changes nothing when the same record is saved again', async () => {
    const before = await getCourseEnrolment(companyId, courseId, ada.id);
    const saved = await call('PATCH', `/v1/external-training/${recordId}`, { token: adaToken, body: training() });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await getCourseEnrolment(companyId, courseId, ada.id)).toEqual(before);
    expect((await call('GET', '/v1/compliance/summary', { token: owner.token })).body.data.in_date).toBe(1);
  });

  it('a later expiry on the record renews again: the next cycle', async () => {
    const later = addMonths(expiry, 12);
    const saved = await call('PATCH', `/v1/external-training/${recordId}`, {
      token: adaToken,
      body: training({ deadline: later }),
    });
    expect(saved.status).toBe(200);
    expect(await getCourseEnrolment(companyId, courseId, ada.id)).toMatchObject({ cycle: 2, expires_on: later });
    expect((await call('GET', '/v1/compliance/summary', { token: owner.token })).body.data.in_date).toBe(1);
    expect((await matrixTexts()).Ada).toBe(complianceCellText({ status: 'certified', date: later, days: null }));
  });
});

describe('what a record does not renew', () => {
  it('a record of another type changes nothing', async () => {
    const before = await getCourseEnrolment(companyId, courseId, ben.id);
    const created = await call('POST', '/v1/admin-external-training', {
      token: owner.token,
      body: { ...training({ name: 'Spreadsheets', type: IT }), user: ben.id },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await getCourseEnrolment(companyId, courseId, ben.id)).toEqual(before);
  });

  it('a failed First Aid record changes nothing', async () => {
    const before = await getCourseEnrolment(companyId, courseId, ben.id);
    await addOwn(await signIn(ben), { result: 'failed' });
    expect(await getCourseEnrolment(companyId, courseId, ben.id)).toEqual(before);
  });

  it('a learner not enrolled on the course is untouched: no enrolment is made', async () => {
    await addOwn(await signIn(cy));
    const found = await getEnrolments(companyId, [{ userId: cy.id, target: { type: 'course', id: courseId } }]);
    expect(found.size).toBe(0);
    expect(Object.keys(await matrixTexts())).toEqual(['Ada', 'Ben', 'Dee']);
  });
});

describe('an imported record renews too', () => {
  it("certifies from the course's validity when the record has no expiry", async () => {
    const file = [
      'email,name,completed,type,body,score,result,cost,deadline',
      `${dee.email},First Aid Refresher,${completed},First Aid,Red Cross,,passed,,`,
    ].join('\n');
    const imported = await postFile('/v1/bulk-admin-external-training', owner.token, {
      name: 'first-aid.csv',
      content: file,
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(await getCourseEnrolment(companyId, courseId, dee.id)).toMatchObject({
      cycle: 1,
      expires_on: addMonths(completed, 12),
      renewal_due: shiftDays(addMonths(completed, 12), 14),
    });
    const summary = await call('GET', '/v1/compliance/summary', { token: owner.token });
    expect(summary.body.data).toMatchObject({ required: 3, in_date: 2, percent: 66 });
    expect((await matrixTexts()).Dee).toBe(
      complianceCellText({ status: 'certified', date: addMonths(completed, 12), days: null }),
    );
  });
});
