/**
 * The super administrator's platform console against the running local stack: a company's details and users, the
 * state filter, state changes and trial extensions (with the trial expiry still finding an extended trial on its
 * date), the welcome-email reset, the platform figures, and deleting a company (every item, file and sign-in goes,
 * as a background job with progress; a rerun is harmless). Denials for every other role are in the authorization
 * matrix; the platform calls' refusals of an administrator are checked here too.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, ROLE, ROLE_NAME, USER_COURSE_STATE } from '@skillway/shared';
import { registerCompany } from '../../../test/factories/accounts';
import { drainStripe, signUp } from '../../../test/factories/billing';
import { addLink, createCourse } from '../../../test/factories/courses';
import { call, login } from '../../../test/factories/http';
import { addPerson, signIn } from '../../../test/factories/people';
import { demoCredentials } from '../../../test/factories/stack-context';
import { accessAllMaterial, enrolOnCourse } from '../../../test/factories/test-taking';
import { documentClient } from '../../core/platform/clients/dynamodb';
import { s3Client } from '../../core/platform/clients/s3';
import { config } from '../../core/platform/config';
import { stripeCustomerEntity } from '../../core/platform/db/entities/billing';
import { certificateEntity } from '../../core/platform/db/entities/certificate';
import { companyEntity } from '../../core/platform/db/entities/company';
import { emailLookupEntity } from '../../core/platform/db/entities/email-lookup';
import { keys } from '../../core/platform/db/keys';
import { setEventTransport } from '../../core/platform/events/publish-event';
import { paymentGateway } from '../../core/platform/payments/gateway';
import { requestLogger } from '../../core/platform/http/logger';
import { expireTrial, listTrialsEndedBy } from '../../core/people/companies/company-repository';
import { markDeleteJobRunning } from '../../core/people/companies/delete-jobs';
import { getCourseEnrolment } from '../../core/delivery/progress/course-progress-repository';
import { readMonthStats } from '../../core/platform/stats/month-stats';
import { runCompanyDeletion } from '../../core/workflows/delete-company';

let superToken: string;

beforeAll(async () => {
  // Progress written in this process (the test's own fixtures) publishes nothing.
  setEventTransport(async () => undefined);
  const credential = demoCredentials().find((item) => item.role === ROLE_NAME[ROLE.SUPER_ADMIN])!;
  superToken = (await login(credential.email, credential.password)).token;
});

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Whether the trial index (gsi2) lists the company among the trials ended by `nowIso`. */
async function inTrialIndex(companyId: string, nowIso: string): Promise<boolean> {
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await listTrialsEndedBy(nowIso, cursor);
    if (page.items.some((company) => company.company_id === companyId)) return true;
    cursor = page.cursor;
  } while (cursor);
  return false;
}

async function partitionSize(pk: string): Promise<number> {
  const page = await documentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ConsistentRead: true,
    }),
  );
  return page.Count ?? 0;
}

async function objectsUnder(prefix: string): Promise<number> {
  const page = await s3Client().send(new ListObjectsV2Command({ Bucket: config.uploadsBucket, Prefix: prefix }));
  return page.KeyCount ?? 0;
}

async function waitForDeleteJob(companyId: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await call('GET', `/v1/companies/${companyId}/delete-status`, { token: superToken });
    expect(status.status).toBe(200);
    if (status.body.data.status === 'done') return status.body.data;
    if (Date.now() > deadline) throw new Error(`delete job still ${status.body.data.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a company in the console', () => {
  it("shows the company's details, owner and counters, and its users", async () => {
    const owner = await registerCompany({
      first_name: 'Olive',
      last_name: 'Owner',
      banding: 2,
      refer: 'partner',
      refid: 'AFF-9',
    });
    const companyId = owner.user.company_id;
    const learner = await addPerson(companyId, ROLE.USER, 'Lena');
    await createCourse(owner.token, { name: 'Console Course' });

    const detail = await call('GET', `/v1/companies/${companyId}`, { token: superToken });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      id: companyId,
      company_name: expect.stringMatching(/^Factory /),
      state: 1,
      state_description: 'Free Trial',
      banding: 2,
      banding_description: { name: '21 to 50 employees', max: 50 },
      total_employees: 2,
      total_courses: 1,
      trial_expired_date: expect.any(String),
      country: 'UK',
      refer: 'partner',
      refid: 'AFF-9',
      company_owner_name: 'Olive Owner',
      company_owner_email: owner.email,
      created_at: expect.any(String),
    });
    const twin = await call('GET', `/v1/admin/company/${companyId}`, { token: superToken });
    expect(twin.body).toEqual(detail.body);
    expect(detail.body.data.billing_details).toBeNull();

    // The address the administrator gives with the card (Sign Up's billing details) reaches the console.
    const billing = {
      name: 'Olive Owner',
      address: { line1: '2 Mill Lane', city: 'Bradford', state: '', postal_code: 'bd1 1aa' },
    };
    expect((await call('POST', '/v1/stripe/billing-details', { token: owner.token, body: billing })).status).toBe(200);
    const withBilling = await call('GET', `/v1/companies/${companyId}`, { token: superToken });
    expect(withBilling.body.data.billing_details).toEqual({
      name: 'Olive Owner',
      address: { line1: '2 Mill Lane', city: 'Bradford', state: '', postal_code: 'BD1 1AA' },
    });

    const users = await call('GET', `/v1/companies/${companyId}/users?orderBy=first_name&sortedBy=asc`, {
      token: superToken,
    });
    expect(users.status).toBe(200);
    expect(users.body.data.map((row: { id: string }) => row.id)).toEqual([learner.id, owner.user.id]);
    expect(users.body.meta.users).toMatchObject({ max: 50 });

    const courses = await call('GET', `/v1/courses?company_id=${companyId}`, { token: superToken });
    expect(courses.body.data.map((row: { name: string }) => row.name)).toEqual(['Console Course']);

    for (const path of [
      `/v1/companies/nonexistent`,
      '/v1/companies/platform',
      '/v1/admin/company/nonexistent',
      '/v1/companies/nonexistent/users',
    ]) {
      expect((await call('GET', path, { token: superToken })).status).toBe(404);
    }
    for (const path of [
      `/v1/companies/${companyId}`,
      `/v1/admin/company/${companyId}`,
      `/v1/companies/${companyId}/users`,
      '/v1/platform/figures',
    ]) {
      expect((await call('GET', path, { token: owner.token })).status).toBe(403);
    }
  });

  it('filters the list by state', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const company = await registerCompany({ company_name: `Stateful ${tag} Ltd` });
    const companyId = company.user.company_id;
    await call('POST', `/v1/company/state/${companyId}`, { token: superToken, body: { state: 4 } });
    const search = `search=${encodeURIComponent(`company_name:Stateful ${tag}`)}`;
    const suspended = await call('GET', `/v1/companies?${search}&state=4&limit=100`, { token: superToken });
    expect(suspended.body.data.map((row: { id: string }) => row.id)).toContain(companyId);
    expect(suspended.body.data.every((row: { state: number }) => row.state === 4)).toBe(true);
    const active = await call('GET', `/v1/companies?${search}&state=3&limit=100`, { token: superToken });
    expect(active.body.data.map((row: { id: string }) => row.id)).not.toContain(companyId);
    const wrong = await call('GET', '/v1/companies?state=9', { token: superToken });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['state']);
  });
});

describe('state and trial', () => {
  it('sets any state, keeping the trial index in step', async () => {
    const company = await registerCompany();
    const companyId = company.user.company_id;
    const farFuture = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000).toISOString();
    expect(await inTrialIndex(companyId, farFuture)).toBe(true);

    const active = await call('POST', `/v1/company/state/${companyId}`, { token: superToken, body: { state: 3 } });
    expect(active.status).toBe(200);
    expect(active.body.message).toBe(MSG.COMPANY_STATE_CHANGED);
    expect(active.body.data).toMatchObject({ state: 3, state_description: 'Active Membership' });
    expect(await inTrialIndex(companyId, farFuture)).toBe(false);

    const suspended = await call('POST', `/v1/company/state/${companyId}`, { token: superToken, body: { state: '4' } });
    expect(suspended.body.data).toMatchObject({ state: 4, state_description: 'Membership Suspended' });

    // Back to a trial: the trial end was still ahead, so it stays and the index has it again.
    const trial = await call('POST', `/v1/company/state/${companyId}`, { token: superToken, body: { state: 1 } });
    expect(trial.body.data.state).toBe(1);
    expect(trial.body.data.trial_expired_date).toBe(active.body.data.trial_expired_date);
    expect(await inTrialIndex(companyId, farFuture)).toBe(true);

    for (const state of [0, 6, 'x', null]) {
      const refused = await call('POST', `/v1/company/state/${companyId}`, { token: superToken, body: { state } });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(['state']);
    }
    expect(
      (await call('POST', '/v1/company/state/nonexistent', { token: superToken, body: { state: 3 } })).status,
    ).toBe(404);
    expect(
      (await call('POST', `/v1/company/state/${companyId}`, { token: company.token, body: { state: 3 } })).status,
    ).toBe(403);
  });

  it('extends a trial to a date, and the expiry job expires it on that date', async () => {
    const company = await registerCompany();
    const companyId = company.user.company_id;
    await call('POST', `/v1/company/state/${companyId}`, { token: superToken, body: { state: 2 } });
    const date = day(30);

    for (const [value, message] of [
      [day(0), MSG.TRIAL_DATE_PAST],
      [day(-3), MSG.TRIAL_DATE_PAST],
      ['2027-02-30', 'The date is not a valid date.'],
      ['30/01/2027', 'The date does not match the format Y-m-d.'],
      ['', 'The date field is required.'],
    ] as const) {
      const refused = await call('POST', `/v1/company/extend-trial-period/${companyId}`, {
        token: superToken,
        body: { date: value },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ date: [message] });
    }

    const extended = await call('POST', `/v1/company/extend-trial-period/${companyId}`, {
      token: superToken,
      body: { date },
    });
    expect(extended.status).toBe(200);
    expect(extended.body.message).toBe(MSG.TRIAL_EXTENDED);
    expect(extended.body.data).toMatchObject({
      state: 5,
      state_description: 'Free Trial Extended',
      trial_expired_date: `${date}T00:00:00.000Z`,
    });

    // The day before, the expiry job does not see it; on the date it does, and expires it.
    const dayBefore = `${day(29)}T23:00:00.000Z`;
    const onTheDate = `${date}T00:05:00.000Z`;
    expect(await inTrialIndex(companyId, dayBefore)).toBe(false);
    expect(await inTrialIndex(companyId, onTheDate)).toBe(true);
    expect(await expireTrial(companyId, dayBefore)).toBe(false);
    expect(await expireTrial(companyId, onTheDate)).toBe(true);
    const expired = await call('GET', `/v1/companies/${companyId}`, { token: superToken });
    expect(expired.body.data).toMatchObject({ state: 2, state_description: 'Free Trial Expired' });
    expect(await inTrialIndex(companyId, onTheDate)).toBe(false);

    expect(
      (await call('POST', '/v1/company/extend-trial-period/nonexistent', { token: superToken, body: { date } })).status,
    ).toBe(404);
    expect(
      (await call('POST', `/v1/company/extend-trial-period/${companyId}`, { token: company.token, body: { date } }))
        .status,
    ).toBe(403);
  });
});

describe('the welcome email reset', () => {
  it("sets a user's welcome email back to not sent, so it can be sent again", async () => {
    const owner = await registerCompany();
    const companyId = owner.user.company_id;
    const person = await addPerson(companyId, ROLE.USER, 'Wendy');
    const sent = await call('GET', `/v1/user/send-welcome-email/${person.id}`, { token: owner.token });
    expect(sent.status).toBe(200);
    const deadline = Date.now() + 15_000;
    let user = await call('GET', `/v1/users/${person.id}`, { token: owner.token });
    while (user.body.data.is_mail_sent !== 1) {
      if (Date.now() > deadline) throw new Error('welcome email not marked sent');
      await new Promise((resolve) => setTimeout(resolve, 200));
      user = await call('GET', `/v1/users/${person.id}`, { token: owner.token });
    }
    const twice = await call('GET', `/v1/user/send-welcome-email/${person.id}`, { token: owner.token });
    expect(twice.status).toBe(422);

    const reset = await call('POST', '/v1/reset/welcome-email', {
      token: superToken,
      body: { id: person.id, company_id: companyId },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ data: { id: person.id, is_mail_sent: 0 }, message: MSG.WELCOME_EMAIL_RESET });
    expect(
      (await call('GET', `/v1/users/${person.id}?company_id=${companyId}`, { token: superToken })).body.data
        .is_mail_sent,
    ).toBe(0);
    expect((await call('GET', `/v1/user/send-welcome-email/${person.id}`, { token: owner.token })).status).toBe(200);

    expect(
      (
        await call('POST', '/v1/reset/welcome-email', {
          token: superToken,
          body: { id: 'nobody', company_id: companyId },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('POST', '/v1/reset/welcome-email', {
          token: superToken,
          body: { id: person.id, company_id: 'nonexistent' },
        })
      ).status,
    ).toBe(404);
    const missing = await call('POST', '/v1/reset/welcome-email', { token: superToken, body: {} });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['company_id', 'id']);
    expect(
      (
        await call('POST', '/v1/reset/welcome-email', {
          token: owner.token,
          body: { id: person.id, company_id: companyId },
        })
      ).status,
    ).toBe(403);
  });
});

describe('the platform figures', () => {
  it('counts companies by state, users and the users active this month', async () => {
    const before = (await call('GET', '/v1/platform/figures', { token: superToken })).body.data;
    const owner = await registerCompany();
    const companyId = owner.user.company_id;
    const people = [await addPerson(companyId, ROLE.USER, 'one'), await addPerson(companyId, ROLE.MANAGER, 'two')];
    for (const person of people) await signIn(person);
    // A second sign-in in the same month is the same active user.
    await signIn(people[0]!);
    await login(owner.email, owner.password);

    const after = await call('GET', '/v1/platform/figures', { token: superToken });
    expect(after.status).toBe(200);
    const month = new Date().toISOString().slice(0, 7);
    expect(after.body.data.month).toBe(month);
    expect(after.body.data.total_companies).toBe(before.total_companies + 1);
    expect(after.body.data.total_users).toBe(before.total_users + 3);
    expect(after.body.data.active_learners_this_month).toBe(before.active_learners_this_month + 3);
    const trials = (figures: { companies_by_state: { state: number; total: number }[] }) =>
      figures.companies_by_state.find((row) => row.state === 1)!.total;
    expect(trials(after.body.data)).toBe(trials(before) + 1);
    expect(after.body.data.companies_by_state.map((row: { state: number }) => row.state)).toEqual([1, 2, 3, 4, 5]);
    expect(after.body.data.companies_by_state.reduce((sum: number, row: { total: number }) => sum + row.total, 0)).toBe(
      after.body.data.total_companies,
    );
    expect((await readMonthStats(companyId, month, month)).get(month)?.active_users).toBe(3);
  });
});

describe('deleting a company', () => {
  it('removes every item, file and sign-in of the company in the background, and a rerun is harmless', async () => {
    const owner = await registerCompany({ company_name: 'Doomed Widgets Ltd' });
    const companyId = owner.user.company_id;
    const learner = await addPerson(companyId, ROLE.USER, 'Doomed');
    const learnerToken = await signIn(learner);
    const courseId = (await createCourse(owner.token, { name: 'Doomed Course' })).id;
    await addLink(owner.token, courseId);
    await enrolOnCourse(owner.token, courseId, [learner.id]);
    await accessAllMaterial(companyId, courseId, learner.id, USER_COURSE_STATE.COMPLETE);
    const certificate = await call('GET', `/v1/courses/${courseId}/certificate`, { token: learnerToken });
    expect(certificate.status).toBe(200);
    const certificateId = (await getCourseEnrolment(companyId, courseId, learner.id)).certificate_id;
    expect(certificateId).toBeDefined();
    expect(
      (await certificateEntity().build(GetItemCommand).key({ certificate_id: certificateId! }).send()).Item,
    ).toBeDefined();
    expect(await objectsUnder(`c/${companyId}/`)).toBeGreaterThan(1);

    const platform = await call('DELETE', '/v1/companies/platform', { token: superToken });
    expect(platform.status).toBe(422);
    expect(platform.body.errors).toEqual({ id: [MSG.PLATFORM_COMPANY_UNDELETABLE] });
    expect((await call('DELETE', `/v1/companies/${companyId}`, { token: owner.token })).status).toBe(403);
    expect((await call('GET', `/v1/companies/${companyId}/delete-status`, { token: superToken })).status).toBe(404);

    const deleted = await call('DELETE', `/v1/companies/${companyId}`, { token: superToken });
    expect(deleted.status).toBe(202);
    expect(deleted.body.message).toBe(MSG.COMPANY_DELETE_QUEUED);
    expect(deleted.body.data).toMatchObject({
      company_id: companyId,
      company_name: 'Doomed Widgets Ltd',
      finished_at: null,
    });
    // At once: the company is gone from the console and its tokens stop working.
    expect((await call('GET', `/v1/companies/${companyId}`, { token: superToken })).status).toBe(404);
    expect((await call('GET', '/v1/user/profile', { token: owner.token })).status).toBe(401);
    expect((await call('GET', '/v1/user/profile', { token: learnerToken })).status).toBe(401);

    const job = await waitForDeleteJob(companyId);
    expect(job).toMatchObject({
      status: 'done',
      job_id: deleted.body.data.job_id,
      deleted_sign_ins: 2,
      finished_at: expect.any(String),
    });
    expect(job.deleted_items).toBeGreaterThan(5);
    expect(job.deleted_files).toBeGreaterThan(1);

    expect(await partitionSize(keys.company(companyId))).toBe(0);
    expect(await partitionSize(keys.coursePk(companyId, courseId))).toBe(0);
    expect(await objectsUnder(`c/${companyId}/`)).toBe(0);
    for (const email of [owner.email, learner.email]) {
      expect((await emailLookupEntity().build(GetItemCommand).key({ email }).send()).Item).toBeUndefined();
      expect(
        (await call('POST', '/v1/clients/web/admin/login', { body: { email, password: owner.password } })).status,
      ).not.toBe(200);
    }
    expect(
      (await certificateEntity().build(GetItemCommand).key({ certificate_id: certificateId! }).send()).Item,
    ).toBeUndefined();
    const listed = await call(
      'GET',
      `/v1/companies?search=${encodeURIComponent('company_name:Doomed Widgets')}&limit=100`,
      { token: superToken },
    );
    expect(listed.body.data.map((row: { id: string }) => row.id)).not.toContain(companyId);

    // Finished: asking again is 404; the worker run again changes nothing.
    expect((await call('DELETE', `/v1/companies/${companyId}`, { token: superToken })).status).toBe(404);
    await runCompanyDeletion(companyId, job.job_id, requestLogger({ test: 'rerun' }));
    expect((await call('GET', `/v1/companies/${companyId}/delete-status`, { token: superToken })).body.data).toEqual(
      job,
    );

    // An interrupted job (still running) is run again by asking again, and finishes with nothing more to delete.
    await markDeleteJobRunning(companyId);
    const resumed = await call('DELETE', `/v1/companies/${companyId}`, { token: superToken });
    expect(resumed.status).toBe(202);
    expect(resumed.body.data.job_id).toBe(job.job_id);
    const again = await waitForDeleteJob(companyId);
    expect(again).toMatchObject({
      status: 'done',
      deleted_items: job.deleted_items,
      deleted_files: job.deleted_files,
      deleted_sign_ins: 2,
    });
    expect(await partitionSize(keys.company(companyId))).toBe(0);
  });

  it("ends a paying company's Stripe subscription and removes its customer lookup", async () => {
    const owner = await registerCompany({ company_name: 'Paying Then Gone Ltd' });
    const companyId = owner.user.company_id;
    expect((await signUp(owner.token)).status).toBe(200);
    await drainStripe();
    const company = (await companyEntity().build(GetItemCommand).key({ company_id: companyId }).send()).Item!;
    const customerId = company.stripe_customer_id!;
    const subscriptionId = company.stripe_subscription_id!;
    expect((await paymentGateway().retrieveSubscription(subscriptionId)).status).toBe('active');

    expect((await call('DELETE', `/v1/companies/${companyId}`, { token: superToken })).status).toBe(202);
    await waitForDeleteJob(companyId);
    await drainStripe();

    expect((await paymentGateway().retrieveSubscription(subscriptionId)).status).toBe('canceled');
    expect(
      (await stripeCustomerEntity().build(GetItemCommand).key({ customer_id: customerId }).send()).Item,
    ).toBeUndefined();
    // The subscription's end, delivered after the company went, wrote nothing back.
    expect(await partitionSize(keys.company(companyId))).toBe(0);
  });
});
