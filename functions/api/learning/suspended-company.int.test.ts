/**
 * A suspended company (state 4 set by the super administrator; state 2 behaves the same) against the running local
 * stack: the administrator keeps only the suspendedAccessible rows (Account Status, the notification bell), a learner
 * keeps their reads (courses, notifications) but every call that records learning is refused with the suspension
 * message (events, asset views, watch time, test scoring). The web's My Courses disables Start/Continue on the same
 * rule (web/src/features/learning/lib/course-card-action.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_STATE, MSG, ROLE, ROLE_NAME, SUSPENSION_SHORT } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addLink, createCourse } from '../../../test/factories/courses';
import { call, login } from '../../../test/factories/http';
import { addPerson, signIn } from '../../../test/factories/people';
import { demoCredentials } from '../../../test/factories/stack-context';
import { enrolOnCourse } from '../../../test/factories/test-taking';

let admin: TRegistered;
let learnerToken: string;
let courseId: string;
let linkId: string;

beforeAll(async () => {
  const credential = demoCredentials().find((item) => item.role === ROLE_NAME[ROLE.SUPER_ADMIN])!;
  const superToken = (await login(credential.email, credential.password)).token;
  admin = await registerCompany();
  const learner = await addPerson(admin.user.company_id, ROLE.USER, 'Sid');
  courseId = (await createCourse(admin.token, { name: 'Suspension Course' })).id;
  linkId = (await addLink(admin.token, courseId)).id;
  expect((await call('POST', `/v1/course/publish/${courseId}`, { token: admin.token })).status).toBe(200);
  await enrolOnCourse(admin.token, courseId, [learner.id]);
  learnerToken = await signIn(learner);
  const suspended = await call('POST', `/v1/company/state/${admin.user.company_id}`, {
    token: superToken,
    body: { state: COMPANY_STATE.SUSPENDED },
  });
  expect(suspended.status).toBe(200);
});

/** 403 saying why: the administrator that Skillway suspended it and whom to contact, anyone else that changes wait. */
const refusedAsSuspended = (
  response: { status: number; body: { message?: string } },
  message: string = MSG.COMPANY_SUSPENDED_MEMBER,
) => {
  expect(response.status).toBe(403);
  expect(response.body.message).toBe(message);
};

describe('a suspended company', () => {
  it('answers the administrator only on suspendedAccessible rows, the notification bell among them', async () => {
    const unread = await call('GET', '/v1/get-unread-notification', { token: admin.token });
    expect(unread.status).toBe(200);
    expect((await call('GET', '/v1/get-notifications', { token: admin.token })).status).toBe(200);
    expect((await call('GET', '/v1/companys/account-status', { token: admin.token })).body.data).toMatchObject({
      state: COMPANY_STATE.SUSPENDED,
      payment_failed: false,
      // Suspended by the super administrator with nothing owed: the platform's reason, and no payment offered.
      suspension_reason: 'platform',
      actions: [],
    });
    refusedAsSuspended(
      await call('GET', '/v1/published-courses?page=1&limit=12', { token: admin.token }),
      SUSPENSION_SHORT.platform,
    );
  });

  it("keeps a learner's reads but refuses every call that records learning", async () => {
    expect((await call('GET', '/v1/get-unread-notification', { token: learnerToken })).status).toBe(200);
    const mine = await call('GET', '/v1/my-published-courses?page=1&limit=12', { token: learnerToken });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((row: { id: string }) => row.id)).toContain(courseId);

    refusedAsSuspended(
      await call('POST', '/v1/events', {
        token: learnerToken,
        body: {
          event_type: 7,
          related_entity: courseId,
          related_entity_asset_id: linkId,
          entity_type: 1,
          event_data: null,
        },
      }),
    );
    refusedAsSuspended(await call('POST', '/v1/assets-viewed', { token: learnerToken, body: { id: linkId } }));
    refusedAsSuspended(
      await call('POST', '/v1/update-last-time', { token: learnerToken, body: { asset_id: linkId, time: 5 } }),
    );
    refusedAsSuspended(
      await call('POST', '/v1/test/getscore', { token: learnerToken, body: { quiz_id: courseId, answers: [] } }),
    );
  });

  it("refuses a learner the GET calls that write, and the bell's changes; the administrator keeps the bell", async () => {
    const notes = await call('GET', '/v1/get-notifications', { token: learnerToken });
    expect(notes.status).toBe(200);
    refusedAsSuspended(await call('GET', '/v1/read-notifications', { token: learnerToken }));
    refusedAsSuspended(await call('GET', '/v1/clear-notifications', { token: learnerToken }));
    // The test paper is remembered for scoring: serving it is a write too.
    refusedAsSuspended(await call('GET', `/v1/quiz/questions/${courseId}`, { token: learnerToken }));
    const first = (notes.body.data as { id: string }[])[0];
    if (first) {
      refusedAsSuspended(await call('PUT', `/v1/notification/${first.id}/read`, { token: learnerToken }));
      refusedAsSuspended(await call('DELETE', `/v1/notification/${first.id}`, { token: learnerToken }));
    }
    // Nothing changed: the same notifications, as unread as before.
    expect((await call('GET', '/v1/get-notifications', { token: learnerToken })).body.data).toEqual(notes.body.data);

    expect((await call('GET', '/v1/read-notifications', { token: admin.token })).status).toBe(200);
  });
});
